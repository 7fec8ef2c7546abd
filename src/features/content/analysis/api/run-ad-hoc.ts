import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../../api/http.ts';
import { adHocAnalysisRequestSchema, adHocAnalysisResponseSchema, type AdHocAnalysisRequest, type AdHocAnalysisResponse } from '../../../../domain/contracts/content-analysis.ts';

/** POST /api/content/wdf-idf: fetches the top 10 for the keyword and analyses them against the own page; nothing is stored. */
export function runAdHocAnalysis(request: AdHocAnalysisRequest, signal?: AbortSignal): Promise<AdHocAnalysisResponse> {
  return apiPost('/content/wdf-idf', adHocAnalysisRequestSchema.parse(request), adHocAnalysisResponseSchema, signal ? { signal } : {});
}

export function useAdHocAnalysis() {
  return useMutation({ mutationFn: ({ request, signal }: { request: AdHocAnalysisRequest; signal?: AbortSignal }) => runAdHocAnalysis(request, signal) });
}
