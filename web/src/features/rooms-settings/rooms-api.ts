/**
 * @module
 * The owner's calls about rooms (decision 039), all with the owner's token: the rooms, each
 * child's room and its suggestion, and every change. After a change both lists are read again:
 * the server orders them and holds the truth.
 */
import {
  assignedSuggestedResponseSchema,
  type CreateRoomPayload,
  type RoomResponse,
  roomAssignmentSchema,
  roomResponseSchema,
  type UpdateRoomPayload,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

/** A room in use, as the screen shows it. */
export type Room = RoomResponse;

const ROOMS_KEY = ['/api/rooms'] as const;
const ASSIGNMENTS_KEY = ['/api/rooms/assignments'] as const;
const owner = { token: 'owner' } as const;

function requireOnline(): void {
  if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
}

/** The rooms in use, in order. */
export function useRooms() {
  return useQuery({
    queryKey: ROOMS_KEY,
    queryFn: () => apiJson(z.array(roomResponseSchema), 'GET', '/api/rooms', undefined, owner),
    refetchOnMount: 'always',
  });
}

/** Every child with its room and the room its age suggests. */
export function useAssignments() {
  return useQuery({
    queryKey: ASSIGNMENTS_KEY,
    queryFn: () =>
      apiJson(z.array(roomAssignmentSchema), 'GET', '/api/rooms/assignments', undefined, owner),
    refetchOnMount: 'always',
  });
}

function useRoomsChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      requireOnline();
      return send(input);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROOMS_KEY });
      void queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
    },
  });
}

/** Adds the suggested rooms. */
export const useStartWithSuggested = () =>
  useRoomsChange((_: undefined) =>
    apiJson(z.array(roomResponseSchema), 'POST', '/api/rooms/suggested', undefined, owner),
  );

/** Adds a room. */
export const useAddRoom = () =>
  useRoomsChange((rule: CreateRoomPayload) =>
    apiJson(roomResponseSchema, 'POST', '/api/rooms', rule, owner),
  );

/** Changes a room's rule. */
export const useChangeRoom = () =>
  useRoomsChange(({ id, patch }: { id: string; patch: UpdateRoomPayload }) =>
    apiJson(roomResponseSchema, 'PATCH', `/api/rooms/${id}`, patch, owner),
  );

/** Takes a room out of use. */
export const useArchiveRoom = () =>
  useRoomsChange((id: string) =>
    apiJson(z.object({ ok: z.boolean() }), 'DELETE', `/api/rooms/${id}`, undefined, owner),
  );

/** Puts a child in a room, or in none. */
export const useSetChildRoom = () =>
  useRoomsChange(({ customerId, roomId }: { customerId: string; roomId: string | null }) =>
    apiJson(
      z.object({ roomId: z.string().nullable() }),
      'PATCH',
      `/api/customers/${customerId}`,
      { roomId },
      owner,
    ),
  );

/** Gives every child without a room the room its age suggests; answers how many. */
export const useAssignSuggested = () =>
  useRoomsChange((_: undefined) =>
    apiJson(
      assignedSuggestedResponseSchema,
      'POST',
      '/api/rooms/assign-suggested',
      undefined,
      owner,
    ),
  );
