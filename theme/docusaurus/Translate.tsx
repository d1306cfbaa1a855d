/**
 * `@docusaurus/Translate`: `<Translate id? description? values?>message</Translate>` and
 * `translate({ id?, message?, description? }, values?)`. The message is the site's translation
 * (`i18n/<locale>/code.json`, by id, else by the message itself) or, without one, the message as
 * written. Outside a render (`translate()` at a module's top level), the page being rendered's language.
 */
import { Fragment, createElement, type ReactNode } from 'react';
import { englishMessages, ownMessage, useTranslation, type Translation } from '../i18n/translate.ts';
import { interpolate, type InterpolateValues } from './Interpolate.tsx';

export { interpolate };

/** The language being rendered, for `translate()` called outside a component: set by the build for each page. */
let ambient: Translation | undefined;

export function setAmbientTranslation(translation: Translation | undefined): void {
  ambient = translation;
}

function messagesNow(): Translation {
  if (ambient) return ambient;
  if (typeof document !== 'undefined') {
    // The page's strings, as the build wrote them for its islands (src/render/renderPage.ts).
    try {
      const page = JSON.parse(document.getElementById('sg-strings')?.textContent ?? '{}') as {
        locale?: string;
        messages?: Record<string, string>;
      };
      return { locale: page.locale ?? 'en', messages: { ...englishMessages, ...page.messages } };
    } catch {
      return { locale: 'en', messages: englishMessages };
    }
  }
  return { locale: 'en', messages: englishMessages };
}

function lookup(translation: Translation, id: string | undefined, message: string | undefined): string {
  const key = id ?? message;
  if (key === undefined)
    throw new Error(
      'Docusaurus translation declarations must have at least a translation id or a default translation message',
    );
  translation.used?.add(key);
  return ownMessage(translation.messages, key) ?? message ?? ownMessage(englishMessages, key) ?? key;
}

export function translate(
  param: { message?: string; id?: string; description?: string },
  values?: InterpolateValues<string | number>,
): string {
  return interpolate(lookup(messagesNow(), param.id, param.message), values) as string;
}

export interface TranslateProps {
  id?: string;
  description?: string;
  values?: InterpolateValues<ReactNode>;
  children?: string;
}

export default function Translate({ id, values, children }: TranslateProps) {
  const message = lookup(useTranslation(), id, typeof children === 'string' ? children : undefined);
  return createElement(Fragment, null, interpolate(message, values));
}
