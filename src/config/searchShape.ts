/**
 * The shape of the config's `search` key: the local index or Algolia's DocSearch, told apart by `provider`, with
 * what the search dialog shows either way.
 */
import type { AlgoliaSearchConfig, LocalSearchConfig } from './defineConfig.ts';
import { arrayOf, boolean, object, oneOf, required, string, type Shape } from './shapeBuilders.ts';
import { regularExpression, reportAddress } from './valueRules.ts';

const searchUi = {
  suggestions: arrayOf(string()),
  missingResultsUrl: string(reportAddress),
};

export const search: Shape = {
  kind: 'union',
  discriminant: 'provider',
  variants: {
    local: object<LocalSearchConfig>({ provider: required(oneOf('local')), ...searchUi }),
    algolia: object<AlgoliaSearchConfig>({
      provider: required(oneOf('algolia')),
      ...searchUi,
      appId: required(string()),
      apiKey: required(string()),
      indexName: required(string()),
      externalUrlRegex: string(regularExpression),
      contextualSearch: boolean,
      insights: boolean,
      hosts: arrayOf(
        object<NonNullable<AlgoliaSearchConfig['hosts']>[number]>({
          url: required(string()),
          protocol: oneOf('http', 'https'),
        }),
      ),
    }),
  },
};
