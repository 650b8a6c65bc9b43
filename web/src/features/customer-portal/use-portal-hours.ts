/**
 * @module
 * The centre's hours on the parent's portal (GET /api/facility-hours, with the session cookie):
 * what My Schedule states beside the spec's hours line, and which days are closed, so a parent
 * is not asked to confirm one. The last answer is kept on the phone, so a portal opened with no
 * signal still closes the closed days; before any answer the hours are the spec's (decision 070).
 */
import { CENTRE_HOURS_STORAGE_KEY } from '@cubby/shared/constants';
import {
  type FacilityHoursRecord,
  facilityHoursRecordSchema,
  NO_FACILITY_HOURS,
} from '@cubby/shared/docs';
import { useQuery } from '@tanstack/react-query';
import { apiJson, isNetworkError } from '../../lib/api-client.ts';

const HOURS_URL = '/api/facility-hours';

/** The centre's hours and closures, as last known on this phone. */
export function usePortalHours(): FacilityHoursRecord {
  const { data } = useQuery({
    queryKey: [HOURS_URL],
    queryFn: fetchHours,
    placeholderData: savedHours,
    refetchOnMount: 'always',
  });
  return data ?? NO_FACILITY_HOURS;
}

async function fetchHours(): Promise<FacilityHoursRecord> {
  try {
    const hours = (await apiJson(facilityHoursRecordSchema, 'GET', HOURS_URL, undefined, {
      token: 'none',
    })) as FacilityHoursRecord;
    localStorage.setItem(CENTRE_HOURS_STORAGE_KEY, JSON.stringify(hours));
    return hours;
  } catch (error) {
    if (isNetworkError(error)) return savedHours();
    throw error;
  }
}

function savedHours(): FacilityHoursRecord {
  try {
    const saved = facilityHoursRecordSchema.safeParse(
      JSON.parse(localStorage.getItem(CENTRE_HOURS_STORAGE_KEY) ?? 'null'),
    );
    return saved.success ? (saved.data as FacilityHoursRecord) : NO_FACILITY_HOURS;
  } catch {
    return NO_FACILITY_HOURS;
  }
}
