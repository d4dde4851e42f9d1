import type { RiderStatus, SessionSubject } from '@washday/core';

/** Who a request's sessions say the caller is: authentication.ts finds them, the access policy and the routes read them. */
export interface CustomerPrincipal {
  kind: 'customer';
  sessionId: string;
  userId: string;
  phone: string;
  name: string;
}
export interface RiderPrincipal {
  kind: 'rider';
  sessionId: string;
  riderId: string;
  status: RiderStatus;
  rejectionReason: string | null;
}
export interface AdminPrincipal {
  kind: 'admin';
  sessionId: string;
  adminId: string;
  username: string;
  loginTime: Date;
  expiresAt: Date;
}
/** A laundry's staff member (docs/decisions/0034-garment-tags-and-vendor-staff.md): reaches only their vendor's orders. */
export interface VendorPrincipal {
  kind: 'vendor';
  sessionId: string;
  staffId: string;
  vendorId: string;
  name: string;
}
export type PrincipalOf = { customer: CustomerPrincipal; rider: RiderPrincipal; admin: AdminPrincipal; vendor: VendorPrincipal };

export interface AuthContext {
  /** The caller's session of this kind, from its cookie or a bearer token; null when there is none. */
  get<K extends SessionSubject>(kind: K): Promise<PrincipalOf[K] | null>;
  /** The raw tokens the request carries (of one kind, or all), for logout. */
  tokens(kind?: SessionSubject): string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}
