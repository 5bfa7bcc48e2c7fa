import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareLocales, flattenKeys } from './locales.mjs';

const ID = 'locales/id/common.json';
const EN = 'locales/en/common.json';

test('flattenKeys turns nested objects into dotted keys', () => {
  assert.deepEqual(flattenKeys({ app: { title: 'Ajar' }, home: { cta: { label: 'Go' } } }), {
    'app.title': 'Ajar',
    'home.cta.label': 'Go',
  });
});

test('identical locales have no problems', () => {
  const tree = { home: { title: 'x', lead: 'y' } };
  assert.deepEqual(compareLocales({ [ID]: tree, [EN]: tree }), []);
});

test('a key missing from en is reported against the en file', () => {
  const problems = compareLocales({
    [ID]: { home: { title: 'Selamat datang', cta: 'Jelajahi' } },
    [EN]: { home: { title: 'Welcome' } },
  });
  assert.deepEqual(problems, [{ kind: 'missing', key: 'home.cta', file: EN, presentIn: ID }]);
});

test('a key missing from id is reported against the id file', () => {
  const problems = compareLocales({
    [ID]: { home: { title: 'Selamat datang' } },
    [EN]: { home: { title: 'Welcome', lead: 'Learn' } },
  });
  assert.deepEqual(problems, [{ kind: 'missing', key: 'home.lead', file: ID, presentIn: EN }]);
});

test('an empty or blank value is reported', () => {
  const problems = compareLocales({
    [ID]: { home: { title: '' } },
    [EN]: { home: { title: '  ' } },
  });
  assert.deepEqual(problems, [
    { kind: 'empty', key: 'home.title', file: ID },
    { kind: 'empty', key: 'home.title', file: EN },
  ]);
});

test('en plural forms x_one + x_other match a plain x in id', () => {
  const problems = compareLocales({
    [ID]: { courses: { count: '{{count}} kursus' } },
    [EN]: { courses: { count_one: '{{count}} course', count_other: '{{count}} courses' } },
  });
  assert.deepEqual(problems, []);
});

test('a plural family is still missing when neither form exists on the other side', () => {
  const problems = compareLocales({
    [ID]: { courses: {} },
    [EN]: { courses: { count_one: '{{count}} course', count_other: '{{count}} courses' } },
  });
  assert.deepEqual(problems, [{ kind: 'missing', key: 'courses.count', file: ID, presentIn: EN }]);
});

test('plural forms without _other are reported', () => {
  const problems = compareLocales({
    [ID]: { courses: { count: '{{count}} kursus' } },
    [EN]: { courses: { count_one: '{{count}} course' } },
  });
  assert.deepEqual(problems, [{ kind: 'plural', key: 'courses.count_other', file: EN }]);
});
