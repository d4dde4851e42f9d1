import { contract, USER_SEARCH_MIN_LENGTH, type AdminUserSearchResult } from '@washday/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookForUserKeys } from './book-for-user-keys';

export async function searchUsers({ q, signal }: { q: string; signal?: AbortSignal }): Promise<AdminUserSearchResult[]> {
  const { users } = await callEndpoint(contract.adminBookForUser.searchUsers, { query: { q }, signal, authScope: 'admin' });
  return users;
}

export function searchUsersQueryOptions(q: string) {
  return queryOptions({
    queryKey: bookForUserKeys.search(q),
    queryFn: ({ signal }) => searchUsers({ q, signal }),
    staleTime: 30_000,
  });
}

/** Customers matching `q`; asked only from 3 characters (admin-and-backend.md §5). */
export function useUserSearch(q: string) {
  const text = q.trim();
  return useQuery({
    ...searchUsersQueryOptions(text),
    enabled: text.length >= USER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
