import { likePattern } from './like-pattern';

describe('likePattern', () => {
  it('wraps plain text in % for a contains match', () => {
    expect(likePattern('beras')).toBe('%beras%');
  });

  it('escapes %, _ and backslash so they match themselves', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('turns the PostgREST separators , ( ) into spaces', () => {
    expect(likePattern('kopi, (gula)')).toBe('%kopi   gula %');
  });
});
