import { articleSchema } from './article';
import { FORM_MESSAGES } from './form';

const event = {
  title: 'Bazar',
  type: 'event',
  content: 'Bazar akhir tahun.',
  publishDate: '',
  currentImage: 'x',
};

describe('articleSchema: the date of an event', () => {
  it('takes an event with or without its date', async () => {
    const schema = articleSchema({ requireImage: false });
    await expect(schema.validate({ ...event, eventDate: '2030-12-06T09:00' })).resolves.toMatchObject({
      eventDate: '2030-12-06T09:00',
    });
    await expect(schema.validate(event)).resolves.toMatchObject({ eventDate: '' });
  });

  it('refuses a date that is not one with the form invalid message', async () => {
    await expect(
      articleSchema({ requireImage: false }).validateAt('eventDate', { ...event, eventDate: 'besok pagi' }),
    ).rejects.toThrow(FORM_MESSAGES.invalid);
  });
});
