import { sendContactMessage } from '../../src/features/contact/contact-service';
import { contactSchema } from '../../src/validation/contact';
import { actAs, startActors, type Actors } from './backoffice-fixtures';

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());

describe('sendContactMessage', () => {
  it('saves a visitor message for the admins', async () => {
    actAs(actors.anon);
    await sendContactMessage({ name: ' Rina ', email: 'rina@contoh.id', message: ' Apakah ada ikan nila? ' });
    const { data, error } = await actors.admin
      .from('contact_messages')
      .select('name, email, message, is_read, user_id');
    expect(error).toBeNull();
    expect(data).toContainEqual({
      name: 'Rina',
      email: 'rina@contoh.id',
      message: 'Apakah ada ikan nila?',
      is_read: false,
      user_id: null,
    });
  });

  it('records the sender of a signed-in message', async () => {
    actAs(actors.buyer);
    await sendContactMessage({
      name: 'Dewi',
      email: 'pembeli@koperasi.test',
      message: 'Kapan stok madu datang?',
    });
    const { data } = await actors.admin
      .from('contact_messages')
      .select('user_id')
      .eq('message', 'Kapan stok madu datang?')
      .single();
    expect(data).toEqual({ user_id: 'a1a1a1a1-0000-4000-8000-000000000003' });
    const { data: own } = await actors.buyer.from('contact_messages').select('*');
    expect(own ?? []).toEqual([]);
  });

  it('reports a refused message as Error creating contact message', async () => {
    actAs(actors.anon);
    await expect(sendContactMessage({ name: 'X', email: 'bukan-email', message: 'Halo' })).rejects.toThrow(
      /^Error creating contact message: /,
    );
  });
});

describe('contactSchema', () => {
  it('explains each invalid field', async () => {
    const errors = await contactSchema
      .validate({ name: ' ', email: 'x@', message: '' }, { abortEarly: false })
      .catch((error: { errors: string[] }) => error.errors);
    expect(errors).toEqual(['Nama harus diisi', 'Email tidak valid', 'Pesan harus diisi']);
    await expect(
      contactSchema.isValid({ name: 'Rina', email: 'rina@contoh.id', message: 'Halo' }),
    ).resolves.toBe(true);
  });
});
