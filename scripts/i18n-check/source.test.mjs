import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findLiteralStrings, findUsedKeys } from './source.mjs';

const texts = (source) => findLiteralStrings(source, 'Fixture.tsx').map((f) => f.text);

test('JSX text with letters is flagged with its position', () => {
  const source = ['export const A = () => (', '  <p>', '    Simpan perubahan', '  </p>', ');'];
  assert.deepEqual(findLiteralStrings(source.join('\n'), 'A.tsx'), [
    { line: 3, col: 5, text: 'Simpan perubahan', where: 'text' },
  ]);
});

test('a literal rendered as a JSX child expression is flagged', () => {
  assert.deepEqual(texts(`const A = () => <p>{ok ? 'Berhasil' : 'Gagal'}</p>;`), [
    'Berhasil',
    'Gagal',
  ]);
});

test('punctuation, numbers, symbols and entities in JSX text are not flagged', () => {
  assert.deepEqual(texts(`const A = () => <p>{a} · {b} — 3 / 4 | : &nbsp; &#8212;</p>;`), []);
});

test('user-visible attributes with a literal are flagged', () => {
  const found = findLiteralStrings(
    [
      'const A = () => (',
      '  <>',
      '    <img alt="Logo perusahaan" src={src} />',
      '    <Input placeholder={`Cari kursus`} aria-label="Cari" />',
      '    <EmptyState emptyText={`Tidak ada ${n} kursus`} />',
      '  </>',
      ');',
    ].join('\n'),
    'A.tsx',
  );
  assert.deepEqual(
    found.map((f) => [f.line, f.where, f.text]),
    [
      [3, 'alt', 'Logo perusahaan'],
      [4, 'placeholder', 'Cari kursus'],
      [4, 'aria-label', 'Cari'],
      [5, 'emptyText', 'Tidak ada ${…} kursus'],
    ],
  );
});

test('t() calls, className, data-*, href, id, type, role, key, name and variant are fine', () => {
  const source = `
    import { Button } from '@ajar/ui';
    const A = () => (
      <a className="nav link" data-testid="home link" href="/kursus" id="main" role="link"
         key="k" name="home" type="button" variant="primary" size="large" tone="warning">
        {t('home.cta')}
        <img alt={t('home.logoAlt')} title={t('home.title', { defaultValue: 'Judul' })} />
      </a>
    );`;
  assert.deepEqual(findLiteralStrings(source, 'A.tsx'), []);
});

test('the fallback children of <Trans i18nKey> are not flagged, its title still is', () => {
  const source = `const A = () => (
    <Trans i18nKey="home.welcome" title="Sambutan">Halo <b>{name}</b></Trans>
  );`;
  assert.deepEqual(texts(source), ['Sambutan']);
  assert.deepEqual(texts('const B = () => <Trans>Halo</Trans>;'), ['Halo']);
});

test('// i18n-ignore on the line above opts a literal out, and only that one', () => {
  const source = [
    'const A = () => (',
    '  <header>',
    '    {/* i18n-ignore */}',
    '    Ajar',
    '    <img',
    '      // i18n-ignore',
    '      alt="Ajar"',
    '      title="Beranda"',
    '    />',
    '  </header>',
    ');',
  ].join('\n');
  assert.deepEqual(texts(source), ['Beranda']);
});

test('findUsedKeys finds t(), i18n.t() and i18nKey literals with their line', () => {
  const source = [
    "const title = t('home.title');",
    'i18next.t("home.lead", { lng });',
    'const x = <Trans i18nKey="home.cta" />;',
    'const y = <Trans i18nKey={`common:app.title`} />;',
  ].join('\n');
  assert.deepEqual(findUsedKeys(source), [
    { key: 'home.title', line: 1 },
    { key: 'home.lead', line: 2 },
    { key: 'home.cta', line: 3 },
    { key: 'app.title', line: 4 },
  ]);
});

test('findUsedKeys skips dynamic keys, comments and unrelated calls', () => {
  const source = [
    '// t("commented.out")',
    't(`language.switchTo.${next}`);',
    "format('not.a.key');",
    'const s = "t(\'in.a.string\')";',
  ].join('\n');
  assert.deepEqual(findUsedKeys(source), []);
});
