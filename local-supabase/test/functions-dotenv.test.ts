import { parseDotenv } from '../src/functions/dotenv';

describe('the function secrets file', () => {
  it('reads the dotenv format the Supabase CLI reads', () => {
    const source = [
      '# komentar',
      '',
      'PLAIN = nilai  # komentar',
      'export EXPORTED=ya',
      "SINGLE='tetap \\n apa adanya'",
      'DOUBLE="baris satu\\nbaris dua \\"kutip\\""',
      'MULTI="awal',
      'akhir"',
      'EMPTY=',
      'HASH=abc#def',
      'bukan baris',
      'WINDOWS=crlf\r',
    ].join('\n');
    expect(parseDotenv(source)).toEqual({
      PLAIN: 'nilai',
      EXPORTED: 'ya',
      SINGLE: 'tetap \\n apa adanya',
      DOUBLE: 'baris satu\nbaris dua "kutip"',
      MULTI: 'awal\nakhir',
      EMPTY: '',
      HASH: 'abc#def',
      WINDOWS: 'crlf',
    });
  });
});
