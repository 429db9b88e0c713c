import type { TContractDataResponse, TSignContractRequest } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { CUSTOMER_ORDERS_PREFIX, queryKeys } from '../../lib/query.ts';

interface SignContractResponse {
  status: boolean;
  message: string;
  signedAt: string;
}

/** GET /api/customer/contract/data/{id}: the contract HTML (sanitise before showing); once signed, the signed text. */
export function useContract(orderId: string) {
  return useQuery({
    queryKey: queryKeys.contract(orderId),
    queryFn: ({ signal }) => api.get<TContractDataResponse>(`/api/customer/contract/data/${encodeURIComponent(orderId)}`, { signal }).then(requireStatus),
  });
}

/** POST /api/customer/contract/{id} {data: PNG data URL} */
export function useSignContract(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignContractRequest) =>
      api.post<SignContractResponse>(`/api/customer/contract/${encodeURIComponent(orderId)}`, body).then(requireStatus),
    onSettled: () => client.invalidateQueries({ queryKey: CUSTOMER_ORDERS_PREFIX }),
  });
}

/** GET /api/customer/contract/download/{id}: the signed contract as a PDF attachment. */
export const signedContractUrl = (orderId: string) => `/api/customer/contract/download/${encodeURIComponent(orderId)}`;
