import { nikDigits, nikError, sellerApplicationSchema, SELLER_APPLICATION_MESSAGES } from './index';

const VALID = {
  legalName: 'Rahmat Hidayat',
  nik: '3273 0101 0190 0003',
  businessName: 'Tambak Udang Rahmat',
  division: 'Perikanan',
  bankName: 'Bank Mandiri',
  bankAccountNumber: '130-00-12345678',
  bankAccountHolder: 'Rahmat Hidayat',
  membership: 'ingin_anggota',
  ktpPhoto: null,
  currentPhotoPath: 'u/ktp-1.png',
};

async function problems(change: Record<string, unknown>): Promise<string[]> {
  try {
    await sellerApplicationSchema.validate({ ...VALID, ...change }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('the NIK', () => {
  it('is 16 digits, typed with spaces, dots or dashes or without', () => {
    expect(nikDigits('3273 0101.0190-0003')).toBe('3273010101900003');
    expect(nikError('3273010101900003')).toBeNull();
    expect(nikError('3273 0101 0190 0003')).toBeNull();
    expect(nikError('')).toBe('NIK wajib diisi');
    expect(nikError('327301010190000')).toBe('NIK harus 16 digit angka');
    expect(nikError('32730101019000031')).toBe('NIK harus 16 digit angka');
    expect(nikError('3273O10101900003')).toBe('NIK harus 16 digit angka');
    expect(nikError('0000 0000 0000 0000')).toBe('NIK tidak valid');
  });
});

describe('sellerApplicationSchema', () => {
  it('takes a complete application, the photo already uploaded', async () => {
    expect(await problems({})).toEqual([]);
  });

  it('says in Indonesian what is missing or wrong', async () => {
    expect(
      await problems({
        legalName: 'R',
        nik: '123',
        businessName: '',
        division: '',
        bankName: '',
        bankAccountNumber: '12ab',
        bankAccountHolder: '',
        membership: '',
        currentPhotoPath: '',
      }),
    ).toEqual(
      expect.arrayContaining([
        SELLER_APPLICATION_MESSAGES.legalName,
        'NIK harus 16 digit angka',
        SELLER_APPLICATION_MESSAGES.businessName,
        SELLER_APPLICATION_MESSAGES.division,
        SELLER_APPLICATION_MESSAGES.bankName,
        SELLER_APPLICATION_MESSAGES.bankAccountNumber,
        SELLER_APPLICATION_MESSAGES.bankAccountHolder,
        SELLER_APPLICATION_MESSAGES.membership,
        'Foto KTP wajib diunggah',
      ]),
    );
  });
});
