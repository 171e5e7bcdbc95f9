import { describe, expect, it } from 'vitest';
import { isNotFoundCode, messageForCode } from './status-messages.ts';

describe('status messages: a content state code maps to its message key', () => {
  it('maps the exhibitor states to their keys', () => {
    expect(messageForCode(1001).key).toBe('exhibitor_not_found');
    expect(messageForCode('1002').key).toBe('exhibitor_is_disabled');
    expect(messageForCode(1003).key).toBe('exhibitor_not_passed');
    expect(messageForCode(1004).en).toBe('The exhibitor is uploading data, please wait');
    expect(messageForCode(2004).key).toBe('exhibit_not_on_shelf');
    expect(messageForCode(4004).key).toBe('group_uploading');
  });

  it('reads an unknown code as content not found', () => {
    expect(messageForCode('abc').key).toBe('content_not_found');
  });

  it('knows which codes lead to noContent', () => {
    expect(isNotFoundCode(1002)).toBe(true);
    expect(isNotFoundCode('3003')).toBe(true);
    expect(isNotFoundCode(0)).toBe(false);
    expect(isNotFoundCode(40000)).toBe(false);
  });
});
