-- =============================================================================
-- Local seed (never run against production): categories, demo accounts,
-- products, articles and site settings. Runs once on a freshly migrated database.
-- Product and article images are uploaded by the local server from
-- supabase/seed-images/<bucket>/ (see config.toml [storage.buckets.*].objects_path)
-- and referenced here by their public URL on the local API (port 54321; a local server on
-- another address rewrites it to its own when it applies this seed).
-- Demo password for every account: Koperasi#2024
-- =============================================================================

-- ---------------------------------------------------------------------------
-- Categories: ids 1..9 exactly as the storefront sidebar lists them
-- ---------------------------------------------------------------------------
insert into public.categories (id, name, division, description) values
  (1, 'Ikan Segar',         'Perikanan',                  'Ikan dan hasil laut segar hasil tangkapan nelayan anggota koperasi, dikirim dalam kondisi dingin.'),
  (2, 'Ikan Olahan',        'Perikanan',                  'Produk olahan ikan buatan UMKM pesisir: ikan asin, bakso, abon dan kerupuk.'),
  (3, 'Budidaya',           'Perikanan',                  'Benih, pakan dan perlengkapan untuk budidaya ikan di kolam maupun keramba.'),
  (4, 'Produk Organik',     'Pertanian',                  'Hasil pertanian organik tanpa pestisida kimia dari kelompok tani binaan koperasi.'),
  (5, 'Biji-bijian',        'Pertanian',                  'Beras, jagung, kacang-kacangan dan kopi pilihan langsung dari petani.'),
  (6, 'Bibit',              'Pertanian',                  'Bibit tanaman dan benih unggul bersertifikat untuk kebun dan sawah Anda.'),
  (7, 'Solusi Solar',       'Teknologi Ramah Lingkungan', 'Panel surya, lampu dan perangkat energi matahari untuk rumah, kebun dan kapal.'),
  (8, 'Sistem Air',         'Teknologi Ramah Lingkungan', 'Penyaringan, pompa dan penampungan air hemat energi untuk rumah tangga dan pertanian.'),
  (9, 'BBM Fresh Catalyst', 'Teknologi Ramah Lingkungan', 'Katalis bahan bakar yang menghemat konsumsi BBM dan mengurangi emisi gas buang.');

select setval(pg_get_serial_sequence('public.categories', 'id'), (select max(id) from public.categories));

-- ---------------------------------------------------------------------------
-- Demo accounts + a second seller. The on_auth_user_created trigger
-- creates their profiles from raw_user_meta_data; the admin is promoted afterwards.
-- ---------------------------------------------------------------------------
with accounts (id, email, full_name, phone, role) as (
  values
    ('a1a1a1a1-0000-4000-8000-000000000001'::uuid, 'admin@koperasi.test',    'Admin Koperasi', '081200000001', 'buyer'),
    ('a1a1a1a1-0000-4000-8000-000000000002'::uuid, 'penjual@koperasi.test',  'Budi Santoso',   '081200000002', 'seller'),
    ('a1a1a1a1-0000-4000-8000-000000000003'::uuid, 'pembeli@koperasi.test',  'Dewi Lestari',   '081200000003', 'buyer'),
    ('a1a1a1a1-0000-4000-8000-000000000004'::uuid, 'penjual2@koperasi.test', 'Siti Rahayu',    '081200000004', 'seller')
)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, last_sign_in_at
)
select
  '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
  extensions.crypt('Koperasi#2024', extensions.gen_salt('bf')), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', a.full_name, 'phone', a.phone, 'role', a.role, 'email_verified', true),
  false, now(), now(), null
from accounts a;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id, u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email in ('admin@koperasi.test', 'penjual@koperasi.test', 'pembeli@koperasi.test', 'penjual2@koperasi.test');

-- reputation, seller_rating and seller_review_count are derived from reviews and sales (see
-- 20261126000017_review_reputation.sql): the seed reviews at the end of this file make them
update public.profiles set role = 'admin' where id = 'a1a1a1a1-0000-4000-8000-000000000001';

-- the demo accounts' addresses in the checkout's fields (a first order starts from them)
update public.profile_contacts c
   set street = a.street, kelurahan = a.kelurahan, kecamatan = a.kecamatan, city = a.city,
       province = a.province, postal_code = a.postal_code
  from (values
    ('a1a1a1a1-0000-4000-8000-000000000001'::uuid, 'Kantor Koperasi, Jl. Pelabuhan Ratu No. 12', 'Palabuhanratu',
     'Palabuhanratu', 'Kabupaten Sukabumi', 'Jawa Barat', '43364'),
    ('a1a1a1a1-0000-4000-8000-000000000002'::uuid, 'Jl. Nelayan No. 5', 'Pluit', 'Penjaringan',
     'Kota Jakarta Utara', 'DKI Jakarta', '14450'),
    ('a1a1a1a1-0000-4000-8000-000000000003'::uuid, 'Jl. Melati No. 21', 'Cihapit', 'Bandung Wetan',
     'Kota Bandung', 'Jawa Barat', '40114'),
    ('a1a1a1a1-0000-4000-8000-000000000004'::uuid, 'Desa Sukamaju RT 03/RW 02', 'Sukamaju', 'Tarogong Kidul',
     'Kabupaten Garut', 'Jawa Barat', '44151')
  ) as a (id, street, kelurahan, kecamatan, city, province, postal_code)
 where c.id = a.id;

-- ---------------------------------------------------------------------------
-- The two sellers are verified (their products are shown to buyers): Budi Santoso is a member of the
-- cooperative, Siti Rahayu is not. Their KTP photos are samples in supabase/seed-images/seller-documents/.
-- Budi joined 30 days ago, after the seed's sales below (received 35 days ago and earlier): no SHU figure
-- of the current year counts them.
-- ---------------------------------------------------------------------------
insert into public.seller_applications (
  seller_id, legal_name, nik, ktp_photo_path, business_name, division, bank_name, bank_account_number,
  bank_account_holder, membership, status, submitted_at, reviewed_by, reviewed_at)
values
  ('a1a1a1a1-0000-4000-8000-000000000002', 'Budi Santoso', '3172011505800001',
   'a1a1a1a1-0000-4000-8000-000000000002/ktp-contoh.png', 'UD Nelayan Muara Angke', 'Perikanan',
   'Bank BRI', '002101000123456', 'Budi Santoso', 'anggota', 'disetujui',
   now() - interval '30 days', 'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '29 days'),
  ('a1a1a1a1-0000-4000-8000-000000000004', 'Siti Rahayu', '3205014708850002',
   'a1a1a1a1-0000-4000-8000-000000000004/ktp-contoh.png', 'Kelompok Tani Sukamaju', 'Pertanian',
   'Bank BNI', '0123456789', 'Siti Rahayu', 'bukan_anggota', 'disetujui',
   now() - interval '20 days', 'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '19 days');

insert into public.cooperative_members (profile_id, member_number, joined_at, created_by, updated_by)
values ('a1a1a1a1-0000-4000-8000-000000000002', 'KOP-0001', (now() at time zone 'Asia/Jakarta')::date - 30,
        'a1a1a1a1-0000-4000-8000-000000000001', 'a1a1a1a1-0000-4000-8000-000000000001');

-- ---------------------------------------------------------------------------
-- Products: price in the base unit (shown as rupiah x 15000; 8.5 -> Rp 127.500).
-- category and division are filled from category_id by a trigger.
-- ---------------------------------------------------------------------------
insert into public.products
  (name, price, category_id, description, images, rating, reviews, stock, seller_id, created_at)
select p.name, p.price, p.category_id, p.description,
       array['http://127.0.0.1:54321/storage/v1/object/public/products/' || p.image],
       p.rating, p.reviews, p.stock,
       case p.seller when 1 then 'a1a1a1a1-0000-4000-8000-000000000002'::uuid
                     else 'a1a1a1a1-0000-4000-8000-000000000004'::uuid end,
       now() - make_interval(hours => p.age_hours)
from (values
  -- Perikanan / Ikan Segar
  ('Ikan Salmon Segar', 8.5, 1, 'Salmon segar berkualitas tinggi, kaya omega-3, langsung dari nelayan anggota koperasi. Dikemas dingin per 1 kg.', 'ikan-salmon-segar.webp', 4.8, 124, 40, 1, 2),
  ('Ikan Tongkol Segar', 2.2, 1, 'Tongkol hasil tangkapan pagi hari di Pelabuhan Ratu, cocok untuk digoreng, dibalado atau dibuat pindang. Per 1 kg.', 'ikan-tongkol-segar.webp', 4.5, 56, 75, 2, 30),
  ('Udang Vaname Segar', 5.6, 1, 'Udang vaname ukuran 50-60 ekor/kg dari tambak anggota koperasi, dipanen dan dibekukan pada hari yang sama.', 'udang-vaname-segar.webp', 4.7, 88, 60, 1, 54),
  ('Ikan Kakap Merah', 6.0, 1, 'Kakap merah utuh 600-800 gram per ekor, daging tebal dan manis, sudah dibersihkan sisiknya.', 'ikan-kakap-merah.webp', 4.6, 41, 25, 2, 78),
  -- Perikanan / Ikan Olahan
  ('Ikan Asin Jambal Roti', 4.2, 2, 'Jambal roti khas Pangandaran, dijemur alami tanpa bahan pengawet. Kemasan 250 gram.', 'ikan-asin-jambal-roti.webp', 4.7, 63, 80, 2, 6),
  ('Bakso Ikan Tenggiri', 2.5, 2, 'Bakso ikan tenggiri asli tanpa boraks, kenyal dan gurih. Kemasan beku 500 gram isi 25 butir.', 'bakso-ikan-tenggiri.webp', 4.5, 37, 120, 1, 100),
  ('Abon Ikan Tuna', 3.0, 2, 'Abon tuna pedas manis buatan kelompok ibu-ibu nelayan, tahan hingga 3 bulan. Kemasan 200 gram.', 'abon-ikan-tuna.webp', 4.6, 52, 90, 2, 130),
  ('Kerupuk Ikan Palembang', 1.3, 2, 'Kerupuk ikan tenggiri mentah khas Palembang, tinggal digoreng. Kemasan 500 gram.', 'kerupuk-ikan-palembang.webp', 4.4, 29, 150, 1, 160),
  -- Perikanan / Budidaya
  ('Benih Ikan Nila (100 ekor)', 5.0, 3, 'Benih nila merah unggul ukuran 5-7 cm, sehat dan aktif. Dikirim dengan kantong oksigen, isi 100 ekor.', 'benih-ikan-nila.webp', 4.8, 47, 30, 2, 12),
  ('Pakan Ikan Apung 30 kg', 18.0, 3, 'Pelet apung protein 30% untuk nila, lele dan gurame. Karung 30 kg, mempercepat pertumbuhan ikan.', 'pakan-ikan-apung.webp', 4.6, 58, 45, 1, 150),
  ('Kolam Terpal Bulat 2 m', 12.0, 3, 'Kolam terpal bulat diameter 2 meter tinggi 1 meter lengkap dengan rangka besi dan saluran pembuangan.', 'kolam-terpal-bulat.webp', 4.5, 22, 15, 2, 200),
  -- Pertanian / Produk Organik
  ('Beras Organik Pandan Wangi 5 kg', 6.5, 4, 'Beras pandan wangi organik bersertifikat dari sawah Cianjur, pulen dan harum. Kemasan 5 kg.', 'beras-organik-pandan-wangi.webp', 4.9, 210, 100, 1, 4),
  ('Paket Sayur Organik Mingguan', 4.0, 4, 'Paket 3 kg sayuran organik campur (bayam, kangkung, wortel, tomat, buncis) dipanen sehari sebelum dikirim.', 'paket-sayur-organik.webp', 4.7, 96, 40, 2, 40),
  ('Madu Hutan Organik 500 g', 7.0, 4, 'Madu hutan murni dari lebah liar Sumbawa, tanpa campuran gula. Botol kaca 500 gram.', 'madu-hutan-organik.webp', 4.8, 143, 55, 1, 70),
  -- Pertanian / Biji-bijian
  ('Kopi Arabika Gayo 250 g', 5.5, 5, 'Biji kopi arabika Gayo sangrai medium, aroma buah dan cokelat. Tersedia biji utuh atau bubuk, 250 gram.', 'kopi-arabika-gayo.webp', 4.9, 178, 70, 2, 8),
  ('Kacang Hijau 1 kg', 1.6, 5, 'Kacang hijau lokal kualitas super, bersih dan seragam, cocok untuk bubur dan kecambah.', 'kacang-hijau.webp', 4.5, 44, 200, 1, 90),
  ('Jagung Pipil Kering 5 kg', 2.4, 5, 'Jagung pipil kering kadar air rendah untuk pakan ternak atau diolah menjadi tepung. Karung 5 kg.', 'jagung-pipil-kering.webp', 4.3, 18, 160, 2, 180),
  ('Kedelai Lokal 1 kg', 1.2, 5, 'Kedelai lokal non-GMO dari petani Grobogan, cocok untuk tempe, tahu dan susu kedelai.', 'kedelai-lokal.webp', 4.4, 33, 220, 1, 210),
  -- Pertanian / Bibit
  ('Bibit Cabai Rawit (10 batang)', 1.0, 6, 'Bibit cabai rawit siap tanam umur 4 minggu dalam polybag, isi 10 batang, tahan penyakit layu.', 'bibit-cabai-rawit.webp', 4.6, 71, 300, 2, 16),
  ('Bibit Durian Musang King', 4.5, 6, 'Bibit durian Musang King hasil sambung pucuk, tinggi 60-80 cm, berbuah dalam 4-5 tahun.', 'bibit-durian-musang-king.webp', 4.7, 39, 35, 1, 110),
  ('Benih Padi Inpari 32 (5 kg)', 4.8, 6, 'Benih padi Inpari 32 berlabel biru, tahan hawar daun dan potensi hasil hingga 8 ton/ha.', 'benih-padi-inpari-32.webp', 4.8, 64, 80, 2, 240),
  -- Teknologi Ramah Lingkungan / Solusi Solar
  ('Panel Surya 100 Wp Monocrystalline', 55.0, 7, 'Panel surya monocrystalline 100 Wp efisiensi tinggi, rangka aluminium, garansi 10 tahun.', 'panel-surya-100wp.webp', 4.7, 86, 20, 1, 20),
  ('Lampu Jalan Tenaga Surya 30 W', 22.0, 7, 'Lampu jalan all-in-one 30 W dengan sensor gerak dan baterai lithium, menyala otomatis sepanjang malam.', 'lampu-jalan-tenaga-surya.webp', 4.6, 57, 30, 2, 120),
  ('Power Bank Surya 20000 mAh', 9.0, 7, 'Power bank tahan air dengan panel surya lipat, cocok untuk nelayan dan petani di lapangan.', 'power-bank-surya.webp', 4.3, 48, 65, 1, 260),
  -- Teknologi Ramah Lingkungan / Sistem Air
  ('Filter Air Keramik 15 L', 12.5, 8, 'Saringan air keramik berlapis karbon aktif kapasitas 15 liter, tanpa listrik, air siap minum.', 'filter-air-keramik.webp', 4.6, 74, 40, 2, 26),
  ('Pompa Air Tenaga Surya DC', 42.0, 8, 'Pompa air DC 24 V untuk irigasi dan kolam, langsung dari panel surya tanpa PLN. Debit 2.000 liter/jam.', 'pompa-air-tenaga-surya.webp', 4.5, 31, 18, 1, 140),
  ('Tandon Penampung Air Hujan 500 L', 38.0, 8, 'Tandon 500 liter lengkap dengan saringan talang untuk memanen air hujan bagi rumah dan kebun.', 'tandon-air-hujan.webp', 4.4, 19, 12, 2, 270),
  -- Teknologi Ramah Lingkungan / BBM Fresh Catalyst
  ('BBM Fresh Catalyst', 3.2, 9, 'Katalis bahan bakar yang menghemat konsumsi BBM dan mengurangi emisi gas buang. Botol 100 ml untuk bensin.', 'bbm-fresh-catalyst.webp', 4.6, 89, 150, 1, 3),
  ('BBM Fresh Catalyst Diesel 250 ml', 4.5, 9, 'Katalis khusus solar untuk kapal nelayan, truk dan mesin pertanian. Membersihkan injektor dan menghemat BBM.', 'bbm-fresh-catalyst-diesel.webp', 4.7, 66, 110, 2, 60),
  ('BBM Fresh Catalyst Paket Armada 1 L', 14.0, 9, 'Kemasan 1 liter untuk armada kendaraan koperasi dan perahu motor, cukup untuk 4.000 liter bahan bakar.', 'bbm-fresh-catalyst-armada.webp', 4.5, 24, 40, 1, 190)
) as p(name, price, category_id, description, image, rating, reviews, stock, seller, age_hours);

-- ---------------------------------------------------------------------------
-- Articles: news, promo, an event, and one scheduled in the future
-- ---------------------------------------------------------------------------
insert into public.articles (title, type, content, image, status, publish_date, author, author_id, created_at, event_date)
values
  ('Panen Raya Ikan Nila', 'news',
   'Anggota koperasi divisi perikanan memulai panen raya ikan nila bulan ini. Lebih dari 12 ton nila dari 40 kolam anggota siap dipasarkan langsung melalui marketplace koperasi dengan harga yang adil bagi pembudidaya dan pembeli.',
   'http://127.0.0.1:54321/storage/v1/object/public/articles/panen-raya-ikan-nila.webp',
   'published', now() - interval '3 days', 'Admin', 'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '3 days', null),
  ('Diskon 20% Produk Organik', 'promo',
   'Nikmati potongan harga 20% untuk semua produk organik selama akhir pekan. Promo berlaku untuk beras organik, paket sayur mingguan dan madu hutan selama persediaan masih ada.',
   'http://127.0.0.1:54321/storage/v1/object/public/articles/diskon-produk-organik.webp',
   'published', now() - interval '1 day', 'Admin', 'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '1 day', null),
  ('Pelatihan Pemasangan Panel Surya', 'event',
   'Koperasi mengadakan pelatihan gratis pemasangan dan perawatan panel surya untuk anggota. Peserta belajar menghitung kebutuhan daya, memasang panel dan merawat baterai. Tempat terbatas untuk 30 peserta.',
   'http://127.0.0.1:54321/storage/v1/object/public/articles/pelatihan-panel-surya.webp',
   'published', now() - interval '6 hours', 'Admin', 'a1a1a1a1-0000-4000-8000-000000000001', now() - interval '6 hours',
   date_trunc('day', now()) + interval '10 days 2 hours'),
  ('Bazar Koperasi Akhir Tahun', 'event',
   'Bazar akhir tahun koperasi menghadirkan produk perikanan, pertanian dan teknologi ramah lingkungan dari seluruh anggota, lengkap dengan demo masak dan konsultasi budidaya.',
   'http://127.0.0.1:54321/storage/v1/object/public/articles/bazar-koperasi.webp',
   'scheduled', now() + interval '30 days', 'Admin', 'a1a1a1a1-0000-4000-8000-000000000001', now(),
   date_trunc('day', now()) + interval '45 days 1 hour');

-- ---------------------------------------------------------------------------
-- Site settings (the single row)
-- ---------------------------------------------------------------------------
insert into public.site_settings
  (id, site_name, logo_url, description, email, phone, address, facebook, instagram, bank_transfer_instructions)
values (
  1,
  'Koperasi Marketplace',
  null,
  'Marketplace koperasi serba usaha untuk produk perikanan, pertanian dan teknologi ramah lingkungan dari penjual terverifikasi, anggota koperasi maupun mitranya, di seluruh Indonesia.',
  'info@koperasi-marketplace.id',
  '+62 21 5550 1234',
  'Jl. Koperasi No. 1, Jakarta Pusat, DKI Jakarta 10110',
  'https://facebook.com/koperasimarketplace',
  'https://instagram.com/koperasimarketplace',
  'Transfer ke rekening Bank BRI 0123-01-000123-30-1 a.n. Koperasi Marketplace Indonesia. Cantumkan nomor pesanan pada berita transfer, lalu unggah bukti transfer di halaman pesanan.'
)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------
-- Shipping tariffs: one seller shipment to each of the 38 provinces (whole rupiah)
-- ---------------------------------------------------------------------------
insert into public.shipping_rates (province, cost)
values
  ('DKI Jakarta', 12000), ('Jawa Barat', 15000), ('Banten', 15000), ('Jawa Tengah', 18000),
  ('DI Yogyakarta', 18000), ('Jawa Timur', 20000), ('Bali', 22000),
  ('Lampung', 22000), ('Sumatera Selatan', 25000), ('Bengkulu', 27000), ('Jambi', 27000),
  ('Kepulauan Bangka Belitung', 28000), ('Riau', 28000), ('Kepulauan Riau', 30000),
  ('Sumatera Barat', 28000), ('Sumatera Utara', 30000), ('Aceh', 33000),
  ('Kalimantan Barat', 32000), ('Kalimantan Tengah', 34000), ('Kalimantan Selatan', 32000),
  ('Kalimantan Timur', 35000), ('Kalimantan Utara', 38000),
  ('Nusa Tenggara Barat', 30000), ('Nusa Tenggara Timur', 38000),
  ('Sulawesi Selatan', 35000), ('Sulawesi Barat', 38000), ('Sulawesi Tenggara', 38000),
  ('Sulawesi Tengah', 40000), ('Gorontalo', 42000), ('Sulawesi Utara', 42000),
  ('Maluku', 48000), ('Maluku Utara', 50000),
  ('Papua', 60000), ('Papua Barat', 58000), ('Papua Barat Daya', 58000), ('Papua Tengah', 62000),
  ('Papua Pegunungan', 65000), ('Papua Selatan', 62000)
on conflict (province) do nothing;

-- ---------------------------------------------------------------------------
-- Reviews: the catalogue figures above (rating, reviews) become real reviews. 24 seed buyers (not the demo
-- buyer, who keeps an empty order history) each received earlier COD orders, 35 to 185 days ago, so no line
-- is still reviewable and no reminder is due. Every product gets 5 + reviews/25 reviews (a few more where
-- needed so that the stars average exactly to its seeded rating), one order with one line each; about a
-- third carry the seller's reply. The triggers then derive products.rating/reviews and the sellers'
-- seller_rating, seller_review_count and reputation from these rows.
-- ---------------------------------------------------------------------------
with buyers (n, full_name, city, province) as (
  values
    (1, 'Andi Pratama', 'Kota Bandung', 'Jawa Barat'),        (2, 'Rina Wulandari', 'Kota Bogor', 'Jawa Barat'),
    (3, 'Agus Setiawan', 'Kota Semarang', 'Jawa Tengah'),     (4, 'Putri Anggraini', 'Kota Surabaya', 'Jawa Timur'),
    (5, 'Hendra Gunawan', 'Kota Medan', 'Sumatera Utara'),    (6, 'Sri Mulyani', 'Kota Yogyakarta', 'DI Yogyakarta'),
    (7, 'Yusuf Hidayat', 'Kota Makassar', 'Sulawesi Selatan'), (8, 'Lestari Handayani', 'Kota Denpasar', 'Bali'),
    (9, 'Bambang Susilo', 'Kota Malang', 'Jawa Timur'),       (10, 'Nurul Aini', 'Kota Padang', 'Sumatera Barat'),
    (11, 'Fajar Nugroho', 'Kota Tangerang', 'Banten'),        (12, 'Maya Sari', 'Kota Palembang', 'Sumatera Selatan'),
    (13, 'Rizky Ramadhan', 'Kota Bekasi', 'Jawa Barat'),      (14, 'Intan Permata', 'Kota Surakarta', 'Jawa Tengah'),
    (15, 'Joko Widodo Saputra', 'Kota Cirebon', 'Jawa Barat'), (16, 'Ayu Kartika', 'Kota Pontianak', 'Kalimantan Barat'),
    (17, 'Dedi Kurniawan', 'Kota Balikpapan', 'Kalimantan Timur'), (18, 'Wati Susanti', 'Kota Mataram', 'Nusa Tenggara Barat'),
    (19, 'Eko Prasetyo', 'Kota Jakarta Timur', 'DKI Jakarta'), (20, 'Ratna Dewi', 'Kota Manado', 'Sulawesi Utara'),
    (21, 'Taufik Hidayatullah', 'Kota Bandar Lampung', 'Lampung'),   (22, 'Indah Purnamasari', 'Kota Kupang', 'Nusa Tenggara Timur'),
    (23, 'Arief Wibowo', 'Kota Pekanbaru', 'Riau'),           (24, 'Siska Amelia', 'Kota Jambi', 'Jambi')
),
hash as (select extensions.crypt('Koperasi#2024', extensions.gen_salt('bf')) as value)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, last_sign_in_at
)
select
  '00000000-0000-0000-0000-000000000000', ('b2b2b2b2-0000-4000-8000-' || lpad(b.n::text, 12, '0'))::uuid,
  'authenticated', 'authenticated', 'pembeli' || lpad(b.n::text, 2, '0') || '@contoh.koperasi.test',
  hash.value, now() - interval '200 days',
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', b.full_name, 'phone', '0813' || lpad((5550000 + b.n)::text, 8, '0'),
                     'role', 'buyer', 'email_verified', true, 'city', b.city, 'province', b.province),
  false, now() - interval '200 days', now() - interval '200 days', null
from buyers b cross join hash;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', null, u.created_at, u.created_at
  from auth.users u
 where u.email like '%@contoh.koperasi.test';

-- one planned review per row: product, buyer, stars, text, reply, dates. JIT off: the planner cannot know
-- how few rows these are, and compiling the plan would take seconds.
set local jit = off;
create temporary table seed_review_plan as
with products as materialized (
  select p.id, p.seller_id, p.name, p.price, p.images[1] as image, p.rating, p.reviews,
         (row_number() over (order by p.id))::int as pn
    from public.products p
),
sized as materialized (
  -- the fewest reviews from 5 + reviews/25 on whose stars average (one decimal) to the seeded rating
  select pr.*, (select n from generate_series(5 + round(pr.reviews / 25.0)::int, 30 + round(pr.reviews / 25.0)::int) n
                 where round(round(pr.rating * n) / n, 1) = pr.rating and round(pr.rating * n) between 4 * n and 5 * n
                 order by n limit 1) as n
    from products pr
),
counted as (
  select s.*, round(s.rating * s.n)::int - 4 * s.n as fives from sized s
),
texts5 (t, body) as (
  values (0, 'Barang sesuai deskripsi, kualitasnya bagus sekali. Pengiriman cepat dan rapi. Terima kasih!'),
         (1, 'Mantap, sudah langganan beberapa kali dan selalu memuaskan. Penjual ramah dan responsif.'),
         (2, 'Kualitas terbaik, jauh lebih bagus dari yang saya beli di pasar. Pasti pesan lagi.'),
         (3, 'Dikemas dengan sangat aman, sampai dalam kondisi sempurna. Sangat direkomendasikan!'),
         (4, ''),
         (5, 'Produk anggota koperasi memang juara. Harga adil, barang berkualitas.')
),
texts4 (t, body) as (
  values (0, 'Barang bagus dan sesuai pesanan, hanya pengirimannya sedikit lebih lama dari perkiraan.'),
         (1, 'Kualitas baik, harga sepadan. Kemasan bisa sedikit lebih rapi.'),
         (2, 'Cukup puas, barang sampai dengan selamat. Semoga ke depannya lebih cepat.'),
         (3, '')
),
texts3 (t, body) as (
  values (0, 'Barangnya oke, tapi ada sedikit perbedaan dengan foto. Pengiriman agak lama.'),
         (1, 'Lumayan untuk harganya, walau kemasannya kurang rapi.')
),
replies (t, body) as (
  values (0, 'Terima kasih atas ulasannya, Kak! Ditunggu pesanan berikutnya.'),
         (1, 'Terima kasih sudah berbelanja di lapak kami. Masukannya kami catat untuk perbaikan.'),
         (2, 'Senang mendengar barangnya sampai dengan baik. Salam dari anggota koperasi!')
),
planned as (
  select c.id as product_id, c.seller_id, c.name, c.price, c.image, c.pn, i, c.n,
         case when c.n - c.fives >= 3 and i = c.n then 3
              when c.n - c.fives >= 3 and i = c.fives + 1 then 5
              when i <= c.fives then 5
              else 4 end as stars,
         (row_number() over (order by c.pn, i))::int as k
    from counted c cross join generate_series(1, c.n) as i
)
select pl.k, pl.product_id, pl.seller_id, pl.name, pl.price, pl.image, pl.stars,
       ('b2b2b2b2-0000-4000-8000-' || lpad((((pl.pn * 7 + pl.i) % 24) + 1)::text, 12, '0'))::uuid as buyer_id,
       case pl.stars
         when 5 then (select t.body from texts5 t where t.t = pl.k % 6)
         when 4 then (select t.body from texts4 t where t.t = pl.k % 4)
         else (select t.body from texts3 t where t.t = pl.k % 2)
       end as body,
       case when pl.k % 3 = 0 then (select r.body from replies r where r.t = (pl.k / 3) % 3) end as reply,
       now() - make_interval(days => (35 + (pl.k * 37) % 150)::int, hours => (pl.k % 11)::int) as received_at,
       gen_random_uuid() as order_id,
       1 + (pl.k % 3)::int as quantity
  from planned pl;

insert into public.orders (id, order_number, buyer_id, status, payment_method, recipient_name, phone, street,
                           kelurahan, kecamatan, city, province, postal_code, created_at, updated_at)
select p.order_id,
       'KOP-' || to_char((p.received_at - interval '4 days') at time zone 'Asia/Jakarta', 'YYYYMMDD') || '-'
         || lpad(nextval('public.order_number_seq')::text, 6, '0'),
       p.buyer_id, 'selesai', 'cod', pr.full_name, c.phone, 'Jl. Merdeka No. ' || (p.k % 90 + 1),
       'Sukamaju', 'Kecamatan Kota', u.raw_user_meta_data ->> 'city', u.raw_user_meta_data ->> 'province',
       lpad((10000 + p.k * 131 % 89999)::text, 5, '0'),
       p.received_at - interval '4 days', p.received_at
  from seed_review_plan p
  join public.profiles pr on pr.id = p.buyer_id
  join public.profile_contacts c on c.id = p.buyer_id
  join auth.users u on u.id = p.buyer_id
 order by p.k;

insert into public.order_payments (order_id, status, subtotal, shipping_cost, unique_code, total, created_at, updated_at)
select p.order_id, 'bayar_di_tempat', p.price * public.rupiah_per_base_unit() * p.quantity, r.cost, 0,
       p.price * public.rupiah_per_base_unit() * p.quantity + r.cost, p.received_at - interval '4 days', p.received_at
  from seed_review_plan p
  join public.orders o on o.id = p.order_id
  join public.shipping_rates r on r.province = o.province;

insert into public.order_shipments (order_id, seller_id, status, subtotal, shipping_cost, courier, tracking_number,
                                    released_at, shipped_at, received_at, created_at, updated_at)
select p.order_id, p.seller_id, 'diterima', pay.subtotal, pay.shipping_cost,
       case p.k % 3 when 0 then 'JNE' when 1 then 'J&T Express' else 'SiCepat' end,
       case p.k % 3 when 2 then '0099' || lpad(p.k::text, 8, '0') else 'KOPSEED' || lpad(p.k::text, 6, '0') end,
       p.received_at - interval '4 days', p.received_at - interval '2 days', p.received_at,
       p.received_at - interval '4 days', p.received_at
  from seed_review_plan p
  join public.order_payments pay on pay.order_id = p.order_id;

insert into public.order_items (order_id, product_id, seller_id, product_name, product_image, unit_price, quantity,
                                shipment_id)
select p.order_id, p.product_id, p.seller_id, p.name, p.image, p.price * public.rupiah_per_base_unit(), p.quantity, s.id
  from seed_review_plan p
  join public.order_shipments s on s.order_id = p.order_id
 order by p.k;

insert into public.order_status_events (order_id, kind, status, changed_by, shipment_id, changed_at)
select p.order_id, e.kind, e.status, e.actor, case when e.kind = 'shipment' then s.id end, e.at
  from seed_review_plan p
  join public.order_shipments s on s.order_id = p.order_id
  cross join lateral (
    values ('order', 'diproses', p.buyer_id, p.received_at - interval '4 days'),
           ('payment', 'bayar_di_tempat', p.buyer_id, p.received_at - interval '4 days'),
           ('shipment', 'dikirim', p.seller_id, p.received_at - interval '2 days'),
           ('order', 'dikirim', p.seller_id, p.received_at - interval '2 days'),
           ('shipment', 'diterima', p.buyer_id, p.received_at),
           ('order', 'selesai', p.buyer_id, p.received_at)
  ) as e(kind, status, actor, at);

insert into public.product_reviews (order_item_id, product_id, author_id, rating, body, reply, replied_at,
                                    created_at, updated_at)
select i.id, p.product_id, p.buyer_id, p.stars, p.body, p.reply,
       -- a reply a day or more after its review
       case when p.reply is not null then p.received_at + make_interval(days => 1 + p.k % 5 + 1 + p.k % 4) end,
       p.received_at + make_interval(days => 1 + p.k % 5), p.received_at + make_interval(days => 1 + p.k % 5)
  from seed_review_plan p
  join public.order_items i on i.order_id = p.order_id
 order by p.k;

drop table seed_review_plan;
