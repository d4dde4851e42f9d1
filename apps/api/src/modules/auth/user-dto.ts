import type { User } from '@washday/core';
import type { users } from '../../db/schema/index.js';

export function toUserDto(user: typeof users.$inferSelect): User {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    full_name: user.name,
    phone: user.phone.replace(/^91/, ''),
    email: user.email,
    gstin: user.gstin,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
