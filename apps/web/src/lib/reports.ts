/** Reporting content or a person to Kickoff's moderators (issue 34): one call, answered `reported` or `already_reported`. */
import { useMutation } from '@tanstack/react-query';
import type { CreateReportInput } from '@kickoff/shared';
import { apiJson } from './api';
import type { ApiAnswer } from './api-contract';

export function sendReport(input: CreateReportInput) {
  return apiJson<ApiAnswer<'/api/reports', 'post'>>('POST', '/api/reports', input);
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
