import { describe, expect, it } from 'vitest';
import { toFormAnswer, toFormAnswerFromBody, toSafeRedirect } from '../../src/widgets/form/response.ts';

describe('form answers', () => {
  it('reads a success with its message, redirect and popup action', () => {
    const answer = toFormAnswer({ success: true, data: { message: 'Sent', data: { redirect_url: '/thanks/', popup: { action: 'close', id: '', do_not_show_again: 'yes' } } } }, 200);
    expect(answer).toMatchObject({ kind: 'success', message: 'Sent', redirectUrl: '/thanks/', popup: { action: 'close', id: '', doNotShowAgain: true } });
  });

  it('reads PHP empty arrays as empty data and ignores unknown popup actions', () => {
    expect(toFormAnswer({ success: true, data: { message: 'Sent', data: [] } }, 200)).toMatchObject({ redirectUrl: null, popup: null });
    expect(toFormAnswer({ success: true, data: { data: { popup: { action: 'explode', id: 3 } } } }, 200)).toMatchObject({ message: '', popup: null });
  });

  it('keeps only text field errors from a rejection', () => {
    const answer = toFormAnswer({ success: false, data: { message: 'No', errors: { email: 'Bad', name: { nested: true }, age: 3 } } }, 200);
    expect(answer).toEqual({ kind: 'rejected', message: 'No', errors: [['email', 'Bad'], ['age', '3']], raw: expect.anything() });
  });

  it('fails on error statuses, non-JSON bodies and other shapes', () => {
    expect(toFormAnswerFromBody(500, '{"success":true,"data":{}}')).toEqual({ kind: 'failed', reason: 'http', status: 500 });
    expect(toFormAnswerFromBody(200, '<html>')).toEqual({ kind: 'failed', reason: 'not-json', status: 200 });
    expect(toFormAnswerFromBody(200, '0')).toEqual({ kind: 'failed', reason: 'bad-shape', status: 200 });
    expect(toFormAnswerFromBody(200, '{"success":"yes"}')).toEqual({ kind: 'failed', reason: 'bad-shape', status: 200 });
  });

  it('follows only http(s) redirects', () => {
    expect(toSafeRedirect('/thanks/', 'https://example.com/page/')).toBe('https://example.com/thanks/');
    expect(toSafeRedirect('javascript:alert(1)', 'https://example.com/')).toBeNull();
    expect(toSafeRedirect(' data:text/html,x', 'https://example.com/')).toBeNull();
    expect(toSafeRedirect('http://[bad', 'https://example.com/')).toBeNull();
  });
});
