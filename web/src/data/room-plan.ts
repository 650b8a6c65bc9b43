/**
 * @module
 * A week's plan per room (decision 039), as GET /api/rooms/plan answers it: read by the plan
 * screen and by the extra-day answer, which says whether the child's room has a spot that day.
 */
import { type RoomPlanResponse, roomPlanResponseSchema } from '@cubby/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client.ts';

/** The query key of a week's plan, for whatever changes it. */
export const roomPlanKey = (monday: string) => ['/api/rooms/plan', monday] as const;

/** The plan of the week starting on `monday`, read each time a screen opens it. */
export function useRoomPlan(monday: string) {
  return useQuery({
    queryKey: roomPlanKey(monday),
    queryFn: () => apiJson(roomPlanResponseSchema, 'GET', `/api/rooms/plan?weekStart=${monday}`),
    refetchOnMount: 'always',
  });
}

/** One room's day in a plan. */
export type PlanRoomDay = RoomPlanResponse['rooms'][number]['days'][number];

/** A room's day in a plan, with the room's name, or null when the plan has no such room. */
export function roomDayIn(
  plan: RoomPlanResponse,
  roomId: string,
  date: string,
): { name: string; maxChildren: number; day: PlanRoomDay } | null {
  const room = plan.rooms.find((each) => each.roomId === roomId);
  const day = room?.days.find((each) => each.date === date);
  return room && day ? { name: room.name, maxChildren: room.maxChildren, day } : null;
}
