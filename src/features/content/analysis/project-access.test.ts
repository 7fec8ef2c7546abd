import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../api/http.ts';
import { INCOMPLETE_LINK, projectAccess, readFailureText } from './project-access.ts';

describe('project access', () => {
  it('prefers the share link, else the signed-in company, else nothing', () => {
    expect(projectAccess(1, 'abc')).toEqual({ shareId: 'abc' });
    expect(projectAccess(1, undefined)).toEqual({ companyId: 1 });
    expect(projectAccess(null, '')).toBeNull();
  });

  it('says the same for a missing and a foreign project, and names other failures', () => {
    expect(readFailureText(new ApiCallError(404, 'Not found'))).toBe(INCOMPLETE_LINK);
    expect(readFailureText(new ApiCallError(401, 'Log in'))).toBe(INCOMPLETE_LINK);
    expect(readFailureText(new ApiCallError(0, 'The server cannot be reached.'))).toBe('The project could not be loaded: The server cannot be reached.');
  });
});
