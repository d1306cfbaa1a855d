/**
 * Every string of the theme a reader sees or hears, in English: the message
 * and, for translators, where it shows. Ids are Docusaurus's where Docusaurus
 * has the same string (so a site's `i18n/<locale>/code.json` carries over),
 * `sitegen.<area>.<name>` for our own. `{name}` is a placeholder; `a|b`
 * are plural forms picked by `{count}`.
 */
export interface CatalogueEntry {
  message: string;
  description: string;
}

export const en = {
  // Page shell
  'theme.common.skipToMainContent': {
    message: 'Skip to main content',
    description: 'The link to skip the navigation, for keyboard and screen reader users',
  },
  'theme.NavBar.navAriaLabel': { message: 'Main', description: 'The accessible name of the navbar' },
  'sitegen.navbar.menuButtonAriaLabel': {
    message: 'Navigation menu',
    description: 'The accessible name of the menu button and menu on narrow screens',
  },
  'sitegen.navbar.itemError': {
    message: 'This navbar item could not be rendered; check its configuration:',
    description:
      'Shown instead of a navbar item whose configuration the theme cannot render, before that configuration',
  },
  'sitegen.colorToggle.ariaLabel': {
    message: 'Switch between dark and light mode',
    description: 'The accessible name and tooltip of the colour mode button',
  },
  'theme.SearchBar.label': {
    message: 'Search',
    description: 'The search button of the navbar, and the accessible name of the search dialog',
  },
  'theme.AnnouncementBar.closeButtonAriaLabel': {
    message: 'Close',
    description: "The accessible name of the announcement bar's close button",
  },
  'sitegen.announcementBar.ariaLabel': {
    message: 'Announcement',
    description: 'The accessible name of the announcement bar',
  },
  'theme.navbar.mobileLanguageDropdown.label': {
    message: 'Languages',
    description: 'The label of the language menu in the navigation menu on narrow screens',
  },
  'sitegen.i18n.languageDropdownAriaLabel': {
    message: 'Language: {language}',
    description: 'The accessible name of the language menu; {language} is the current language',
  },
  'theme.navbar.mobileVersionsDropdown.label': {
    message: 'Versions',
    description: 'The label of the versions menu in the navigation menu on narrow screens',
  },
  'sitegen.progressBar.ariaLabel': {
    message: 'Loading the page',
    description: 'The accessible name of the progress bar shown while the next page loads',
  },

  // Docs
  'theme.docs.sidebar.navAriaLabel': {
    message: 'Docs sidebar',
    description: 'The accessible name of the docs sidebar',
  },
  'sitegen.sidebar.categoryPagesLink': {
    message: 'The pages of {label}',
    description:
      'In a large sidebar, the link a reader without JavaScript follows to the pages of a closed category that ' +
      "has no page of its own (they are listed in the sidebar's own file)",
  },
  'sitegen.sidebar.categoryToggleAriaLabel': {
    message: '{label}: show or hide its pages',
    description: 'The accessible name of the button that opens or closes a sidebar category that has a page of its own',
  },
  'theme.docs.breadcrumbs.navAriaLabel': {
    message: 'Breadcrumbs',
    description: 'The accessible name of the breadcrumbs',
  },
  'theme.docs.breadcrumbs.home': {
    message: 'Home page',
    description: "The accessible name of the first crumb, a link to the site's home",
  },
  'theme.docs.paginator.navAriaLabel': {
    message: 'Docs pages',
    description: 'The accessible name of the previous and next links under a doc',
  },
  'theme.docs.paginator.previous': { message: 'Previous', description: 'The label of the link to the previous doc' },
  'theme.docs.paginator.next': { message: 'Next', description: 'The label of the link to the next doc' },
  'theme.TOCCollapsible.toggleButtonLabel': {
    message: 'On this page',
    description: 'The title of the table of contents beside a doc, and of the inline one',
  },
  'theme.common.headingLinkTitle': {
    message: 'Direct link to {heading}',
    description: 'The accessible name of the # link beside a heading',
  },
  'sitegen.heading.thisHeading': {
    message: 'this heading',
    description: 'Stands for {heading} in "Direct link to {heading}" when the heading is not plain text',
  },
  'theme.common.editThisPage': { message: 'Edit this page', description: "The link to edit the doc's source" },
  'theme.lastUpdated.lastUpdatedAtBy': {
    message: 'Last updated{atDate}{byUser}',
    description: 'When and by whom a doc was last changed; {atDate} and {byUser} are the two messages below',
  },
  'theme.lastUpdated.atDate': { message: ' on {date}', description: 'The date a doc was last changed' },
  'theme.lastUpdated.byUser': { message: ' by {user}', description: 'Who last changed a doc' },
  'theme.tags.tagsListLabel': { message: 'Tags:', description: 'The label before the tags of a doc' },
  'theme.contentVisibility.unlistedBanner.title': {
    message: 'Unlisted page',
    description: 'The title of the banner on an unlisted doc',
  },
  'theme.contentVisibility.unlistedBanner.message': {
    message:
      'This page is unlisted: search engines will not index it, and only readers with a direct link can find it.',
    description: 'The banner on an unlisted doc',
  },
  'theme.contentVisibility.draftBanner.title': {
    message: 'Draft page',
    description: 'The title of the banner on a draft doc',
  },
  'theme.contentVisibility.draftBanner.message': {
    message: 'This page is a draft. It will only be visible in dev and be excluded from the production build.',
    description: 'The banner on a draft doc',
  },
  'theme.docs.DocCard.categoryDescription.plurals': {
    message: '1 item|{count} items',
    description: "The description of a category's card when it has none of its own: how many docs it holds",
  },
  'sitegen.i18n.untranslated': {
    message: 'This page has not been translated into {language} yet; it is shown in {defaultLanguage}.',
    description: 'The banner on a doc shown in the default language because it has no translation',
  },

  // Versions
  'theme.docs.versions.unreleasedVersionLabel': {
    message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
    description: 'The banner on the docs of a version not released yet',
  },
  'theme.docs.versions.unmaintainedVersionLabel': {
    message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
    description: 'The banner on the docs of a version no longer maintained',
  },
  'theme.docs.versions.latestVersionSuggestionLabel': {
    message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
    description: 'After the version banner: a link to the same doc in the latest version',
  },
  'theme.docs.versions.latestVersionLinkLabel': {
    message: 'latest version',
    description: 'The link of {latestVersionLink} in the sentence above',
  },
  'sitegen.versions.dropdownAriaLabel': {
    message: 'Docs version: {versionLabel}',
    description: 'The accessible name of the docs version menu; {versionLabel} is the version shown',
  },
  'sitegen.versions.bannerAriaLabel': {
    message: 'Docs version',
    description: 'The accessible name of the notice above the docs of an unreleased or unmaintained version',
  },
  'sitegen.i18n.untranslatedAriaLabel': {
    message: 'Untranslated page',
    description: 'The accessible name of the notice on a doc shown in the default language',
  },
  'theme.docs.versionBadge.label': {
    message: 'Version: {versionLabel}',
    description: 'The version of the doc on screen',
  },

  // Blog
  'theme.blog.sidebar.navAriaLabel': {
    message: 'Blog recent posts navigation',
    description: "The accessible name of the list of recent posts beside a blog's pages",
  },
  'theme.blog.post.readingTime.plurals': {
    message: 'One min read|{readingTime} min read',
    description: "A post's reading time, in minutes",
  },
  'theme.blog.post.readMore': {
    message: 'Read more',
    description: "The link from a post's summary in a list to the whole post",
  },
  'theme.blog.post.readMoreLabel': {
    message: 'Read more about {title}',
    description: 'The accessible name of the "Read more" link',
  },
  'theme.blog.paginator.navAriaLabel': {
    message: 'Blog list page navigation',
    description: "The accessible name of the links to a blog list's newer and older pages",
  },
  'theme.blog.paginator.newerEntries': {
    message: 'Newer entries',
    description: "The link to a blog list's newer page",
  },
  'theme.blog.paginator.olderEntries': {
    message: 'Older entries',
    description: "The link to a blog list's older page",
  },
  'theme.blog.post.paginator.navAriaLabel': {
    message: 'Blog post page navigation',
    description: 'The accessible name of the links to the newer and older posts',
  },
  'theme.blog.post.paginator.newerPost': { message: 'Newer post', description: 'Above the link to the newer post' },
  'theme.blog.post.paginator.olderPost': { message: 'Older post', description: 'Above the link to the older post' },
  'theme.blog.post.plurals': {
    message: 'One post|{count} posts',
    description: "A number of posts (a tag's, an author's)",
  },
  'theme.blog.tagTitle': { message: '{nPosts} tagged with "{tagName}"', description: "The title of a blog tag's page" },
  'theme.blog.archive.title': { message: 'Archive', description: "The title of the blog's archive" },
  'theme.blog.archive.description': { message: 'Archive', description: "The description of the blog's archive" },
  'theme.blog.authorsList.pageTitle': {
    message: 'Authors',
    description: 'The title of the page of every author of the blog',
  },
  'theme.blog.authorsList.viewAll': {
    message: 'View all authors',
    description: "The link from an author's page to the page of every author",
  },
  'theme.blog.author.pageTitle': { message: '{authorName} - {nPosts}', description: "The title of an author's page" },

  // Tags, generated pages, 404
  'theme.tags.tagsPageTitle': { message: 'Tags', description: 'The title of the page of every tag' },
  'sitegen.tags.tagsPageDescription': {
    message: 'Every tag of the docs of {siteTitle}.',
    description: 'The description (for search engines) of the page of every tag',
  },
  'theme.docs.tagDocListPageTitle': {
    message: '{nDocsTagged} with "{tagName}"',
    description: 'The title of the page of one tag',
  },
  'theme.docs.tagDocListPageTitle.nDocsTagged': {
    message: 'One doc tagged|{count} docs tagged',
    description: 'How many docs have the tag, in the title of its page',
  },
  'sitegen.tags.tagPageDescription': {
    message: 'The docs tagged with "{tagName}".',
    description: 'The description (for search engines) of the page of one tag that has no description of its own',
  },
  'theme.tags.tagsPageLink': {
    message: 'View all tags',
    description: "The link from a tag's page to the page of every tag",
  },
  'sitegen.tags.docCount': {
    message: 'doc|docs',
    description: 'Read after the number of docs of a tag on the page of every tag (hidden on screen)',
  },
  'theme.NotFound.title': { message: 'Page Not Found', description: 'The title of the 404 page' },
  'theme.NotFound.p1': {
    message: 'We could not find what you were looking for.',
    description: 'The first paragraph of the 404 page',
  },
  'sitegen.notFound.description': {
    message: 'The page you were looking for does not exist.',
    description: 'The description of the 404 page, for search engines',
  },
  'sitegen.notFound.goHome': {
    message: 'The link you followed may be broken, or the page may have moved. Go to the {homeLink}.',
    description: 'The second paragraph of the 404 page of a site without docs',
  },
  'sitegen.notFound.goHomeOrDocs': {
    message:
      'The link you followed may be broken, or the page may have moved. Go to the {homeLink} or start with the ' +
      '{docsLink}.',
    description: 'The second paragraph of the 404 page',
  },
  'sitegen.notFound.homeLinkLabel': { message: 'home page', description: 'The link {homeLink} of the 404 page' },
  'sitegen.notFound.docsLinkLabel': { message: 'documentation', description: 'The link {docsLink} of the 404 page' },

  // Markdown
  'theme.admonition.note': { message: 'Note', description: 'The default title of a :::note admonition' },
  'theme.admonition.tip': { message: 'Tip', description: 'The default title of a :::tip admonition' },
  'theme.admonition.info': { message: 'Info', description: 'The default title of an :::info admonition' },
  'theme.admonition.warning': { message: 'Warning', description: 'The default title of a :::warning admonition' },
  'theme.admonition.caution': { message: 'Caution', description: 'The default title of a :::caution admonition' },
  'theme.admonition.danger': { message: 'Danger', description: 'The default title of a :::danger admonition' },
  'sitegen.admonition.important': {
    message: 'Important',
    description: 'The default title of an :::important admonition',
  },
  'sitegen.admonition.success': { message: 'Success', description: 'The default title of a :::success admonition' },
  'theme.CodeBlock.copy': { message: 'Copy', description: 'The copy button of a code block' },
  'theme.CodeBlock.copied': { message: 'Copied', description: 'The copy button of a code block, once it has copied' },
  'theme.CodeBlock.copyButtonAriaLabel': {
    message: 'Copy code to clipboard',
    description: 'The accessible name of the copy button of a code block',
  },
  'sitegen.codeBlock.copyFailed': {
    message: 'Copy failed',
    description: 'The copy button of a code block, when the browser refused to copy',
  },
  'sitegen.codeBlock.selectAndCopy': {
    message: 'Select and copy',
    description: 'The copy button of a code block, where the browser cannot copy (a page not served over https)',
  },
  'sitegen.details.summary': { message: 'Details', description: 'The default summary of a <details> block' },

  // Islands
  'theme.ErrorPageContent.title': {
    message: 'This page crashed.',
    description: 'Shown in place of a part of the page that failed',
  },
  'theme.ErrorPageContent.tryAgain': {
    message: 'Try again',
    description: 'The button that renders a crashed part of the page again',
  },
  'sitegen.island.loadErrorTitle': {
    message: 'Page Error',
    description: 'Shown in place of a part of the page whose code did not load',
  },
  'sitegen.island.loadErrorMessage': {
    message: 'This part of the page could not be loaded. Check your connection, then retry.',
    description: 'Under "Page Error"',
  },
  'sitegen.island.retry': { message: 'Retry', description: 'The button that loads a part of the page again' },
  'sitegen.island.loading': {
    message: 'Loading…',
    description: 'The retry button while the part of the page loads again',
  },

  // Search
  'theme.SearchModal.searchBox.placeholderText': {
    message: 'Search docs',
    description: 'The placeholder of the search field',
  },
  'sitegen.search.inputLabel': { message: 'Search docs', description: 'The accessible name of the search field' },
  'theme.SearchModal.searchBox.resetButtonTitle': {
    message: 'Clear the query',
    description: 'The button that empties the search field',
  },
  'theme.SearchModal.searchBox.cancelButtonText': {
    message: 'Cancel',
    description: 'The button that closes the search dialog',
  },
  'sitegen.search.noResultsStatus': {
    message: 'No results for {query}',
    description: 'Announced to screen readers when a search finds nothing',
  },
  'sitegen.search.resultCount': {
    message: '{count} result|{count} results',
    description: 'How many results a search found',
  },
  'sitegen.search.shownCount': {
    message: ', {count} shown',
    description: 'After the number of results on the search page, when not all are shown',
  },
  'sitegen.search.resultsAriaLabel': {
    message: 'Search results',
    description: 'The accessible name of the list of results in the search dialog',
  },
  'theme.SearchBar.seeAll': {
    message: 'See all {count} results',
    description: 'The link from the search dialog to the search page, when the dialog shows only some results',
  },
  'sitegen.search.openOnSearchPage': {
    message: 'Open these results on the search page',
    description: 'The link from the search dialog to the search page, when the dialog shows every result',
  },
  'theme.SearchModal.startScreen.noRecentSearchesText': {
    message: 'No recent searches',
    description: 'The search dialog before the reader has searched',
  },
  'theme.SearchModal.startScreen.recentSearchesTitle': {
    message: 'Recent',
    description: "The title of the reader's recent searches",
  },
  'theme.SearchModal.startScreen.favoriteSearchesTitle': {
    message: 'Favourites',
    description: "The title of the reader's saved searches",
  },
  'theme.SearchModal.startScreen.saveRecentSearchButtonTitle': {
    message: 'Save this search',
    description: 'The tooltip of the button that saves a recent search',
  },
  'theme.SearchModal.startScreen.removeRecentSearchButtonTitle': {
    message: 'Remove this search from history',
    description: 'The tooltip of the button that removes a recent search',
  },
  'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle': {
    message: 'Remove this search from favourites',
    description: 'The tooltip of the button that removes a saved search',
  },
  'sitegen.search.saveFavouriteAriaLabel': {
    message: 'Save “{title}” to favourites',
    description: 'The accessible name of the button that saves a recent search',
  },
  'sitegen.search.removeRecentAriaLabel': {
    message: 'Remove “{title}” from recent searches',
    description: 'The accessible name of the button that removes a recent search',
  },
  'sitegen.search.removeFavouriteAriaLabel': {
    message: 'Remove “{title}” from favourites',
    description: 'The accessible name of the button that removes a saved search',
  },
  'sitegen.search.keysAriaLabel': {
    message: 'Keyboard shortcuts',
    description: 'The accessible name of the key hints at the foot of the search dialog',
  },
  'theme.SearchModal.footer.selectText': {
    message: 'to select',
    description: 'After the Enter key, at the foot of the search dialog',
  },
  'theme.SearchModal.footer.navigateText': {
    message: 'to navigate',
    description: 'After the arrow keys, at the foot of the search dialog',
  },
  'theme.SearchModal.footer.closeText': {
    message: 'to close',
    description: 'After the Escape key, at the foot of the search dialog',
  },
  'sitegen.search.byAlgolia': {
    message: 'Search by Algolia',
    description: 'At the foot of the search dialog, when Algolia answers',
  },
  'sitegen.search.byLocalIndex': {
    message: 'Searched in this site’s own index',
    description: "At the foot of the search dialog, when the site's own index answers",
  },
  'sitegen.search.noResultsFor': {
    message: 'No results for “{query}”',
    description: 'When a search finds nothing; {query} is what the reader typed',
  },
  'theme.SearchModal.noResultsScreen.suggestedQueryText': {
    message: 'Try searching for',
    description: 'Before suggested searches, when a search finds nothing',
  },
  'theme.SearchModal.noResultsScreen.reportMissingResultsText': {
    message: 'Believe this query should return results?',
    description: 'When a search finds nothing, before the link to report it',
  },
  'sitegen.search.reportMissingResultsLink': {
    message: 'Let us know',
    description: 'The link to report a search that should have found something',
  },
  'theme.SearchModal.errorScreen.titleText': {
    message: 'Unable to fetch results',
    description: 'When the search could not be answered',
  },
  'theme.SearchModal.errorScreen.helpText': {
    message: 'You might want to check your network connection.',
    description: 'Under "Unable to fetch results"',
  },
  'sitegen.search.retry': {
    message: 'Try again',
    description: 'The button that asks again a search that could not be answered',
  },
  'theme.SearchPage.emptyResultsTitle': {
    message: 'Search the documentation',
    description: 'The title of the search page without a query',
  },
  'theme.SearchPage.existingResultsTitle': {
    message: 'Search results for “{query}”',
    description: 'The title of the search page for a query',
  },
  'sitegen.search.pageTitle': { message: 'Search', description: 'The title of the search page, in the browser tab' },
  'sitegen.search.pageDescription': {
    message: 'Search the pages of {siteTitle}.',
    description: 'The description of the search page, for search engines',
  },
  'sitegen.search.submit': { message: 'Search', description: "The button of the search page's form" },
  'sitegen.search.noscript': {
    message: 'Search runs in your browser, and needs JavaScript.',
    description: 'The search page without JavaScript',
  },
  'sitegen.search.noscriptDocs': {
    message: 'Browse {docsLink} from its sidebar instead.',
    description: 'The search page without JavaScript, on a site with docs',
  },
  'sitegen.search.noscriptDocsLink': { message: 'the documentation', description: 'The link {docsLink} above' },
  'sitegen.search.noscriptNoDocs': {
    message: 'Browse the pages from the navigation bar instead.',
    description: 'The search page without JavaScript, on a site without docs',
  },
  'sitegen.search.searching': { message: 'Searching…', description: 'The search page while the first results load' },
  'sitegen.search.loading': { message: 'Loading…', description: 'The "Load more results" button while more load' },
  'sitegen.search.loadMore': {
    message: 'Load more results',
    description: 'The button under the results of the search page',
  },

  // JSON Schema viewer
  'sitegen.viewer.expandAll': { message: 'Expand all', description: "The viewer's button that opens every node" },
  'sitegen.viewer.collapseAll': { message: 'Collapse all', description: "The viewer's button that closes every node" },
  'sitegen.viewer.filterLabel': {
    message: 'Filter properties',
    description: "The viewer's filter field: accessible name and placeholder",
  },
  'sitegen.viewer.noMatches': {
    message: 'No matches for “{query}”.',
    description: "The viewer's filter found nothing",
  },
  'sitegen.viewer.matches': {
    message: '{count} match.|{count} matches.',
    description: "How many nodes the viewer's filter found",
  },
  'sitegen.viewer.filterTruncated': {
    message: '{found} The filter searched the first {limit} nodes only.',
    description: "The viewer's filter stopped at its limit; {found} is one of the two messages above",
  },
  'sitegen.viewer.expandedTruncated': {
    message: 'Expanded the first {limit} nodes; open deeper ones one by one.',
    description: 'After "Expand all" on a schema too large to open entirely',
  },
  'sitegen.viewer.expandedAll': { message: 'Expanded every node.', description: 'After "Expand all"' },
  'sitegen.viewer.collapsedAll': { message: 'Collapsed every node.', description: 'After "Collapse all"' },
  'sitegen.viewer.noSubschema': {
    message: 'The schema has no subschema at the JSON Pointer "{pointer}".',
    description: 'The viewer was given a jsonPointer that leads nowhere',
  },
  'sitegen.viewer.rootName': { message: 'Schema', description: 'The name of the top node of a schema without a title' },
  'sitegen.viewer.pattern': { message: 'pattern', description: 'After the name of a patternProperties node' },
  'sitegen.viewer.whenPresent': { message: 'when present', description: 'After the name of a dependentSchemas node' },
  'sitegen.viewer.unknownType': {
    message: 'unknown',
    description: 'The type of a node whose remote reference did not load',
  },
  'sitegen.viewer.alwaysValid': { message: 'always valid', description: 'A schema that is `true`' },
  'sitegen.viewer.alwaysInvalid': { message: 'always invalid', description: 'A schema that is `false`' },
  'sitegen.viewer.required': { message: 'required', description: 'Badge of a required property' },
  'sitegen.viewer.onlyInRequired': {
    message: 'listed only in required',
    description: 'A property named in `required` but not described in `properties`',
  },
  'sitegen.viewer.nullable': { message: 'nullable', description: 'Badge of a node that may be null' },
  'sitegen.viewer.deprecated': { message: 'deprecated', description: 'Badge of a deprecated node' },
  'sitegen.viewer.readOnly': { message: 'read-only', description: 'Badge of a readOnly node' },
  'sitegen.viewer.writeOnly': { message: 'write-only', description: 'Badge of a writeOnly node' },
  'sitegen.viewer.unresolved': { message: 'unresolved', description: 'Badge of a reference that leads nowhere' },
  'sitegen.viewer.recursive': {
    message: 'recursive',
    description: 'Before a reference that refers back to a schema above it',
  },
  'sitegen.viewer.recursiveTitle': {
    message: 'Recursive: refers back to {uri}',
    description: 'Tooltip of a recursive reference',
  },
  'sitegen.viewer.copyLinkAriaLabel': {
    message: 'Copy the link to {name}',
    description: 'Accessible name of the # link of a node',
  },
  'sitegen.viewer.copyLinkTitle': {
    message: 'Copy the link to this node',
    description: 'Tooltip of the # link of a node',
  },
  'sitegen.viewer.theSchema': {
    message: 'the schema',
    description: 'Stands for {name} above, for the top node of a schema without a title',
  },
  'sitegen.viewer.linkCopied': { message: 'Link copied', description: 'After the # link of a node copied its address' },
  'sitegen.viewer.linkNotCopied': {
    message: 'Could not copy: the link is in the address bar',
    description: 'After the # link of a node, when the browser refused to copy',
  },
  'sitegen.viewer.remoteNotFetched': {
    message: 'Remote references are not fetched here ({resource}).',
    description: 'Why a remote reference is not shown',
  },
  'sitegen.viewer.remoteFailed': {
    message: 'Could not load {resource}: {message}',
    description: 'Why a remote reference is not shown',
  },
  'sitegen.viewer.remoteLoading': {
    message: 'Loading the remote schema {resource}…',
    description: 'While a remote reference loads',
  },
  'sitegen.viewer.comment': { message: 'Comment:', description: "Before a schema's $comment" },
  'sitegen.viewer.tooDeep': {
    message: 'Nested too deeply to show here (more than {depth} levels).',
    description: "In place of nodes nested beyond the viewer's limit",
  },
  'sitegen.viewer.ignoredBesideRef': {
    message: 'Ignored beside {ref} (this draft reads nothing next to a reference):',
    description: 'Before the keywords an old draft ignores beside $ref; {ref} is `$ref`',
  },
  'sitegen.viewer.typesTitle': {
    message: 'Types',
    description: 'The title of the tabs of a node that has several types',
  },
  'sitegen.viewer.noFurtherConstraints': {
    message: 'No further constraints for this type.',
    description: 'A type tab with nothing more to say',
  },
  'sitegen.viewer.row.additionalProperties': {
    message: 'additional properties',
    description: 'The name of the row that stands for additionalProperties',
  },
  'sitegen.viewer.row.propertyNames': {
    message: 'property names',
    description: 'The name of the row that stands for propertyNames',
  },
  'sitegen.viewer.row.unevaluatedProperties': {
    message: 'unevaluated properties',
    description: 'The name of the row that stands for unevaluatedProperties',
  },
  'sitegen.viewer.row.additionalItems': {
    message: 'additional items',
    description: 'The name of the row that stands for additionalItems',
  },
  'sitegen.viewer.row.items': { message: 'items', description: 'The name of the row that stands for items' },
  'sitegen.viewer.row.contains': { message: 'contains', description: 'The name of the row that stands for contains' },
  'sitegen.viewer.row.unevaluatedItems': {
    message: 'unevaluated items',
    description: 'The name of the row that stands for unevaluatedItems',
  },
  'sitegen.viewer.type.any': { message: 'any', description: 'The type of a schema that accepts any value' },
  'sitegen.viewer.type.none': { message: 'none', description: 'The type of the schema false, which accepts nothing' },
  'sitegen.viewer.type.arrayOf': {
    message: 'array of {type}',
    description: 'An array type with its items\' type: "array of string"; {type} is that type',
  },
  'sitegen.viewer.type.tuple': {
    message: 'array (tuple)',
    description: 'An array whose items each have a place and a schema of their own',
  },
  'sitegen.viewer.type.emptyArray': { message: 'array (empty)', description: 'An array that may hold no item' },
  'sitegen.viewer.type.remote': {
    message: 'remote schema',
    description: 'The type of a reference to a schema on another host, not loaded',
  },
  'sitegen.viewer.type.unknown': { message: 'unknown', description: 'The type of a reference that leads nowhere' },
  'sitegen.viewer.q.enum.plurals': {
    message: 'Possible value|Possible values',
    description: "Label of a schema's enum: its one value, or its values",
  },
  'sitegen.viewer.q.enumEmpty': {
    message: 'none: the list is empty, so no value is valid',
    description: 'An enum without values',
  },
  'sitegen.viewer.q.const': { message: 'Constant value', description: "Label of a schema's const" },
  'sitegen.viewer.q.length': { message: 'Length', description: 'Label of minLength and maxLength' },
  'sitegen.viewer.q.characters.plurals': {
    message: '{count} character|{count} characters',
    description: 'A number of characters, in a length',
  },
  'sitegen.viewer.q.properties.plurals': {
    message: '{count} property|{count} properties',
    description: "A number of properties, in an object's size",
  },
  'sitegen.viewer.q.items.plurals': {
    message: '{count} item|{count} items',
    description: "A number of items, in an array's size",
  },
  'sitegen.viewer.q.exactly': {
    message: 'exactly {amount}',
    description: 'A count with its minimum equal to its maximum; {amount} is "2 items"',
  },
  'sitegen.viewer.q.between': {
    message: 'between {min} and {amount}',
    description: 'A count with a minimum and a maximum; {amount} is the maximum with its noun, "3 items"',
  },
  'sitegen.viewer.q.atLeast': {
    message: 'at least {amount}',
    description: 'A count with a minimum; {amount} is "1 item"',
  },
  'sitegen.viewer.q.atMost': {
    message: 'at most {amount}',
    description: 'A count with a maximum; {amount} is "3 items"',
  },
  'sitegen.viewer.q.pattern': { message: 'Pattern', description: "Label of a string's pattern" },
  'sitegen.viewer.q.patternText': {
    message: 'must match the regular expression {pattern}',
    description: 'A pattern; {pattern} is the expression, as code',
  },
  'sitegen.viewer.q.format': { message: 'Format', description: "Label of a string's format" },
  'sitegen.viewer.q.contentEncoding': { message: 'Content encoding', description: 'Label of contentEncoding' },
  'sitegen.viewer.q.contentEncodingText': {
    message: '{encoding}: the string holds the content encoded this way',
    description: 'A contentEncoding; {encoding} is its name, as code',
  },
  'sitegen.viewer.q.contentMediaType': { message: 'Content media type', description: 'Label of contentMediaType' },
  'sitegen.viewer.q.range': { message: 'Range', description: "Label of a number's minimum and maximum" },
  'sitegen.viewer.q.value': { message: 'value', description: 'The number a range bounds: "0 ≤ value ≤ 10"' },
  'sitegen.viewer.q.multipleOf': { message: 'Multiple of', description: 'Label of multipleOf' },
  'sitegen.viewer.q.objectSize': {
    message: 'Number of properties',
    description: 'Label of minProperties and maxProperties',
  },
  'sitegen.viewer.q.additionalProperties': {
    message: 'Additional properties',
    description: 'Label of additionalProperties true or false',
  },
  'sitegen.viewer.q.additionalPropertiesNone': {
    message: 'not allowed: only the listed properties may appear',
    description: 'additionalProperties false',
  },
  'sitegen.viewer.q.additionalPropertiesPatterns': {
    message: 'not allowed: only the listed properties and those matching a pattern may appear',
    description: 'additionalProperties false beside patternProperties',
  },
  'sitegen.viewer.q.additionalPropertiesAny': {
    message: 'allowed, with any value',
    description: 'additionalProperties true',
  },
  'sitegen.viewer.q.unevaluatedProperties': {
    message: 'Unevaluated properties',
    description: 'Label of unevaluatedProperties false',
  },
  'sitegen.viewer.q.unevaluatedPropertiesNone': {
    message: 'not allowed: every property must be evaluated by this schema or its subschemas',
    description: 'unevaluatedProperties false',
  },
  'sitegen.viewer.q.dependentRequired': { message: 'Dependent required', description: 'Label of dependentRequired' },
  'sitegen.viewer.q.dependentRequiredText.plurals': {
    message: 'when {name} is present, {required} is required|when {name} is present, {required} are required',
    description: 'A dependentRequired entry; {name} and {required} are property names, as code',
  },
  'sitegen.viewer.q.listAnd': {
    message: ' and ',
    description: 'Between the last two names of a list ("a, b and c"), with its spaces',
  },
  'sitegen.viewer.q.arraySize': { message: 'Number of items', description: 'Label of minItems and maxItems' },
  'sitegen.viewer.q.uniqueItems': { message: 'Unique items', description: 'Label of uniqueItems' },
  'sitegen.viewer.q.uniqueItemsText': { message: 'every item must be different', description: 'uniqueItems true' },
  'sitegen.viewer.q.contains': { message: 'Contains', description: 'Label of contains' },
  'sitegen.viewer.q.containsNone': {
    message: 'no item has to match the contains schema',
    description: 'contains with minContains 0',
  },
  'sitegen.viewer.q.containsAtMost': {
    message: 'at most {amount} may match the contains schema',
    description: 'contains with minContains 0 and a maxContains; {amount} is "3 items"',
  },
  'sitegen.viewer.q.containsMust': {
    message: '{range} must match the contains schema',
    description: 'contains; {range} is "at least 1 item", "between 2 and 4 items"',
  },
  'sitegen.viewer.q.additionalItems': {
    message: 'Additional items',
    description: 'Label of items or additionalItems false',
  },
  'sitegen.viewer.q.additionalItemsTuple': {
    message: 'not allowed: only the listed items may appear',
    description: "No items beyond a tuple's",
  },
  'sitegen.viewer.q.additionalItemsEmpty': {
    message: 'not allowed: the array must be empty',
    description: 'items false without a tuple',
  },
  'sitegen.viewer.q.unevaluatedItems': { message: 'Unevaluated items', description: 'Label of unevaluatedItems false' },
  'sitegen.viewer.q.unevaluatedItemsNone': {
    message: 'not allowed: every item must be evaluated by this schema or its subschemas',
    description: 'unevaluatedItems false',
  },
  'sitegen.viewer.q.default': { message: 'Default value', description: 'Label of default' },
  'sitegen.viewer.q.examples.plurals': { message: 'Example|Examples', description: 'Label of examples' },
  'sitegen.viewer.format.date-time': {
    message: 'a date and time, as in RFC 3339 (2024-05-17T09:30:00Z)',
    description: 'What the format date-time means, after its name',
  },
  'sitegen.viewer.format.date': {
    message: 'a full date, as in RFC 3339 (2024-05-17)',
    description: 'What the format date means, after its name',
  },
  'sitegen.viewer.format.time': {
    message: 'a time of day, as in RFC 3339 (09:30:00Z)',
    description: 'What the format time means, after its name',
  },
  'sitegen.viewer.format.duration': {
    message: 'an ISO 8601 duration (P3DT4H)',
    description: 'What the format duration means, after its name',
  },
  'sitegen.viewer.format.email': {
    message: 'an email address',
    description: 'What the format email means, after its name',
  },
  'sitegen.viewer.format.idn-email': {
    message: 'an email address, international characters allowed',
    description: 'What the format idn-email means, after its name',
  },
  'sitegen.viewer.format.hostname': {
    message: 'a host name',
    description: 'What the format hostname means, after its name',
  },
  'sitegen.viewer.format.idn-hostname': {
    message: 'a host name, international characters allowed',
    description: 'What the format idn-hostname means, after its name',
  },
  'sitegen.viewer.format.ipv4': {
    message: 'an IPv4 address',
    description: 'What the format ipv4 means, after its name',
  },
  'sitegen.viewer.format.ipv6': {
    message: 'an IPv6 address',
    description: 'What the format ipv6 means, after its name',
  },
  'sitegen.viewer.format.uri': { message: 'an absolute URI', description: 'What the format uri means, after its name' },
  'sitegen.viewer.format.uri-reference': {
    message: 'a URI or a relative reference',
    description: 'What the format uri-reference means, after its name',
  },
  'sitegen.viewer.format.iri': { message: 'an absolute IRI', description: 'What the format iri means, after its name' },
  'sitegen.viewer.format.iri-reference': {
    message: 'an IRI or a relative reference',
    description: 'What the format iri-reference means, after its name',
  },
  'sitegen.viewer.format.uuid': { message: 'a UUID', description: 'What the format uuid means, after its name' },
  'sitegen.viewer.format.uri-template': {
    message: 'a URI template (RFC 6570)',
    description: 'What the format uri-template means, after its name',
  },
  'sitegen.viewer.format.json-pointer': {
    message: 'a JSON Pointer',
    description: 'What the format json-pointer means, after its name',
  },
  'sitegen.viewer.format.relative-json-pointer': {
    message: 'a relative JSON Pointer',
    description: 'What the format relative-json-pointer means, after its name',
  },
  'sitegen.viewer.format.regex': {
    message: 'a regular expression',
    description: 'What the format regex means, after its name',
  },
  'sitegen.copyPage.copy': {
    message: 'Copy page',
    description: 'The button of a doc or post that copies the page as Markdown',
  },
  'sitegen.copyPage.copyAriaLabel': {
    message: 'Copy page as Markdown',
    description: 'Accessible name of the Copy page button',
  },
  'sitegen.copyPage.copied': {
    message: 'Copied',
    description: 'The Copy page button, a moment after it copied the page',
  },
  'sitegen.copyPage.failed': {
    message: 'Copy failed',
    description: 'The Copy page button, when the page could not be copied',
  },
  'sitegen.copyPage.menu': {
    message: 'More ways to read this page',
    description: 'Accessible name of the menu beside the Copy page button',
  },
  'sitegen.copyPage.viewMarkdown': {
    message: 'View as Markdown',
    description: "In the Copy page menu: opens the page's Markdown",
  },
  'sitegen.copyPage.openIn': {
    message: 'Open in {name}',
    description: 'In the Copy page menu: asks an assistant about the page; {name} is the assistant',
  },
  'sitegen.llms.docs': {
    message: 'Docs',
    description: 'In llms.txt, the heading of the docs that no sidebar category holds',
  },
  'sitegen.llms.pages': { message: 'Pages', description: "In llms.txt, the heading of the site's Markdown pages" },
  'sitegen.llms.otherVersions': {
    message: 'Other versions',
    description: "In llms.txt, the heading of the links to the other docs versions' llms.txt",
  },
  'sitegen.llms.source': {
    message: 'Source: {url}',
    description: "In llms-full.txt, under each doc's title: its address",
  },
  'sitegen.twin.outlineCut': {
    message: 'The schema goes on beyond its first {count} nodes: see the page.',
    description: "In a page's Markdown twin, after a schema outline cut short",
  },
  'sitegen.twin.placeholder': {
    message: '{name}: shown on the page, not written here.',
    description: "In a page's Markdown twin, in place of an interactive part that has no text",
  },
  'sitegen.viewer.conditionalTitle': {
    message: 'Conditional (if / then / else)',
    description: 'The title of an if/then/else section',
  },
  'sitegen.viewer.conditionalIf': {
    message: 'If the value matches this schema',
    description: 'After "if" in an if/then/else section',
  },
  'sitegen.viewer.conditionalThen': {
    message: 'then it must also match this one',
    description: 'After "then" in an if/then/else section',
  },
  'sitegen.viewer.conditionalElse': {
    message: 'otherwise it must match this one',
    description: 'After "else" in an if/then/else section',
  },
  'sitegen.viewer.unresolvedReference': {
    message: 'Unresolved reference',
    description: 'The title of a reference that could not be resolved',
  },
  'sitegen.viewer.section.properties': {
    message: 'Properties',
    description: "The title of the viewer's properties section",
  },
  'sitegen.viewer.section.patternProperties': {
    message: 'Pattern properties',
    description: "The title of the viewer's patternProperties section",
  },
  'sitegen.viewer.section.additionalProperties': {
    message: 'Additional properties',
    description: "The title of the viewer's additionalProperties section",
  },
  'sitegen.viewer.section.propertyNames': {
    message: 'Property names',
    description: "The title of the viewer's propertyNames section",
  },
  'sitegen.viewer.section.unevaluatedProperties': {
    message: 'Unevaluated properties',
    description: "The title of the viewer's unevaluatedProperties section",
  },
  'sitegen.viewer.section.dependentSchemas': {
    message: 'Dependent schemas (apply when the property is present)',
    description: "The title of the viewer's dependentSchemas section",
  },
  'sitegen.viewer.section.tuple': {
    message: 'Items, by position',
    description: "The title of the viewer's tuple section",
  },
  'sitegen.viewer.section.additionalItems': {
    message: 'Items after those',
    description: "The title of the viewer's additionalItems section",
  },
  'sitegen.viewer.section.items': { message: 'Items', description: "The title of the viewer's items section" },
  'sitegen.viewer.section.contains': { message: 'Contains', description: "The title of the viewer's contains section" },
  'sitegen.viewer.section.unevaluatedItems': {
    message: 'Unevaluated items',
    description: "The title of the viewer's unevaluatedItems section",
  },
  'sitegen.viewer.section.allOf': {
    message: 'All of (must match every schema)',
    description: "The title of the viewer's allOf section",
  },
  'sitegen.viewer.section.anyOf': {
    message: 'Any of (must match at least one schema)',
    description: "The title of the viewer's anyOf section",
  },
  'sitegen.viewer.section.oneOf': {
    message: 'One of (must match exactly one schema)',
    description: "The title of the viewer's oneOf section",
  },
  'sitegen.viewer.section.not': {
    message: 'Not (must not match this schema)',
    description: "The title of the viewer's not section",
  },
  'sitegen.viewer.section.contentSchema': {
    message: 'Content schema (the decoded content)',
    description: "The title of the viewer's contentSchema section",
  },
  // Editors and the playground
  'sitegen.editor.ariaLabel': {
    message: 'Code editor',
    description: 'The accessible name of a code editor that has none of its own',
  },
  'sitegen.editor.jsonAriaLabel': {
    message: 'JSON editor',
    description: 'The accessible name of a JSON editor that has none of its own',
  },
  'sitegen.editor.loading': {
    message: 'Loading the editor…',
    description: 'In place of an editor while its code loads',
  },
  'sitegen.editor.loadError': {
    message: 'The editor could not be loaded. Check your connection, then retry.',
    description: 'In place of an editor whose code did not load, under "Page Error"',
  },
  'sitegen.playground.schemaTitle': { message: 'Schema', description: "The title of the playground's schema editor" },
  'sitegen.playground.dataTitle': { message: 'Data', description: "The title of the playground's data editor" },
  'sitegen.playground.viewerTitle': { message: 'Viewer', description: "The title of the playground's schema viewer" },
  'sitegen.playground.actionsAriaLabel': {
    message: '{title} actions',
    description: "The accessible name of an editor's toolbar; {title} is Schema or Data",
  },
  'sitegen.playground.problemsAriaLabel': {
    message: '{title} problems',
    description: "The accessible name of an editor's list of problems; {title} is Schema or Data",
  },
  'sitegen.playground.copy': { message: 'Copy', description: "The toolbar button that copies an editor's text" },
  'sitegen.playground.import': {
    message: 'Import',
    description: 'The toolbar button that reads a file into an editor',
  },
  'sitegen.playground.export': { message: 'Export', description: "The toolbar button that downloads an editor's text" },
  'sitegen.playground.format': { message: 'Format', description: "The toolbar button that indents an editor's JSON" },
  'sitegen.playground.share': { message: 'Share', description: 'The toolbar button that copies a link to the schema' },
  'sitegen.playground.reset': { message: 'Reset', description: 'The toolbar button that loads the example again' },
  'sitegen.playground.generateSample': {
    message: 'Generate sample',
    description: 'The toolbar button that writes data matching the schema',
  },
  'sitegen.playground.inferSchema': {
    message: 'Infer schema',
    description: 'The toolbar button that writes a schema from the data',
  },
  'sitegen.playground.dismiss': {
    message: 'Dismiss',
    description: 'The button that closes a notice of the playground',
  },
  'sitegen.playground.noscript': {
    message: 'The editors and the checks need JavaScript. The viewer shows the first example.',
    description: 'The playground without JavaScript',
  },
  'sitegen.playground.example': { message: 'Example', description: 'The label of the list of examples' },
  'sitegen.playground.keyboardHint': {
    message:
      'In an editor, Tab indents; press Ctrl+M (on a Mac, Ctrl+Shift+M) and Tab moves the focus on instead. ' +
      "Ctrl+Space completes, Alt+F1 lists the editor's keyboard help.",
    description: "How the keyboard works in the playground's editors",
  },
  'sitegen.playground.rootRef': {
    message: 'The root is a reference: the viewer shows {refs}.',
    description: "Above the viewer, when the schema's root is a $ref; {refs} is the chain of references",
  },
  'sitegen.playground.schemaEditor': {
    message: 'Schema editor',
    description: 'The accessible name of the schema editor',
  },
  'sitegen.playground.dataEditor': { message: 'Data editor', description: 'The accessible name of the data editor' },
  'sitegen.playground.problem': {
    message: 'Line {line}, column {column}: {message}',
    description: 'One problem of an editor, after its severity',
  },
  'sitegen.playground.moreProblems': {
    message: 'and {count} more.',
    description: 'Under the list of problems when not all are shown',
  },
  'sitegen.playground.severityError': { message: 'Error', description: 'The severity of a problem' },
  'sitegen.playground.severityWarning': { message: 'Warning', description: 'The severity of a problem' },
  'sitegen.playground.severityInfo': { message: 'Note', description: 'The severity of a problem' },
  'sitegen.playground.checkingSchema': {
    message: 'Checking the schema…',
    description: "The schema editor's status while it is checked",
  },
  'sitegen.playground.schemaNotJson': {
    message:
      'The schema is not valid JSON: line {line}, column {column}: {message}. The viewer shows the last valid schema.',
    description: "The schema editor's status when its text is not JSON; {message} is the parser's",
  },
  'sitegen.playground.notASchema': {
    message: 'A schema is a JSON object or a boolean. The viewer shows the last valid schema.',
    description: "The schema editor's status when its JSON is not a schema",
  },
  'sitegen.playground.validSchema': {
    message: 'A valid {draft} schema.',
    description: 'The schema editor\'s status: valid, its draft named by $schema; {draft} is "draft 2020-12"',
  },
  'sitegen.playground.validUndeclared': {
    message: 'A valid schema, checked as {draft} (it has no $schema).',
    description: "The schema editor's status: valid, checked as the default draft",
  },
  'sitegen.playground.checkedAs': {
    message: 'Checked as {draft}: {summary}.',
    description: 'The schema editor\'s status with problems; {summary} is "1 error, 2 warnings"',
  },
  'sitegen.playground.checkedAsUndeclared': {
    message: 'Checked as {draft} (it has no $schema): {summary}.',
    description: 'The same, for a schema without $schema',
  },
  'sitegen.playground.errors.plurals': {
    message: '{count} error|{count} errors',
    description: 'A number of errors, in a summary of problems',
  },
  'sitegen.playground.warnings.plurals': {
    message: '{count} warning|{count} warnings',
    description: 'A number of warnings, in a summary of problems',
  },
  'sitegen.playground.notes.plurals': {
    message: '{count} note|{count} notes',
    description: 'A number of notes, in a summary of problems',
  },
  'sitegen.playground.checkingData': {
    message: 'Checking the data…',
    description: "The data editor's status while it is checked",
  },
  'sitegen.playground.dataNotJson': {
    message: 'The data is not valid JSON: line {line}, column {column}: {message}.',
    description: "The data editor's status when its text is not JSON",
  },
  'sitegen.playground.dataMatches': {
    message: 'The data matches the schema.',
    description: "The data editor's status: valid",
  },
  'sitegen.playground.dataMismatch': {
    message: 'The data does not match the schema: {summary}.',
    description: 'The data editor\'s status with problems; {summary} is "1 error"',
  },
  'sitegen.playground.announceNotJson': {
    message: '{side}: not valid JSON.',
    description: "Said by screen readers when an editor's state changes; {side} is Schema or Data",
  },
  'sitegen.playground.announceNotASchema': {
    message: '{side}: not a schema.',
    description: 'The same, when the schema editor holds no schema',
  },
  'sitegen.playground.announceUnchecked': {
    message: '{side}: not checked.',
    description: 'The same, when an editor could not be checked',
  },
  'sitegen.playground.announceValid': { message: '{side}: valid.', description: 'The same, when an editor is valid' },
  'sitegen.playground.announceProblems': {
    message: '{side}: {summary}.',
    description: 'The same, with a summary of problems',
  },
  'sitegen.playground.undoHint': {
    message: ' (Ctrl+Z in the editor undoes it)',
    description: "After a message of an action that changed an editor's text, with its leading space",
  },
  'sitegen.playground.schemaCopied': {
    message: 'The schema is copied.',
    description: 'After Copy in the schema editor',
  },
  'sitegen.playground.dataCopied': { message: 'The data is copied.', description: 'After Copy in the data editor' },
  'sitegen.playground.schemaNotCopied': {
    message: 'The schema could not be copied: the browser refused.',
    description: 'When the browser refused to copy the schema',
  },
  'sitegen.playground.dataNotCopied': {
    message: 'The data could not be copied: the browser refused.',
    description: 'When the browser refused to copy the data',
  },
  'sitegen.playground.imported': {
    message: '{file} is imported{undo}.',
    description: 'After Import; {undo} is the undo hint or nothing',
  },
  'sitegen.playground.fileTooLarge': {
    message: '{file} is {size} MB; the playground imports files up to 5 MB.',
    description: 'When an imported file is too large',
  },
  'sitegen.playground.fileUnreadable': {
    message: '{file} could not be read: {error}',
    description: 'When an imported file could not be read',
  },
  'sitegen.playground.schemaAlreadyFormatted': {
    message: 'The schema is already formatted.',
    description: 'After Format, when the schema was already',
  },
  'sitegen.playground.dataAlreadyFormatted': {
    message: 'The data is already formatted.',
    description: 'After Format, when the data was already',
  },
  'sitegen.playground.schemaFormatted': {
    message: 'The schema is formatted.',
    description: 'After Format in the schema editor',
  },
  'sitegen.playground.dataFormatted': {
    message: 'The data is formatted.',
    description: 'After Format in the data editor',
  },
  'sitegen.playground.noSampleNotJson': {
    message:
      'No sample: the schema is not valid JSON (line {line}, column {column}: {message}). Fix it, then generate again.',
    description: 'Generate sample, when the schema is not JSON',
  },
  'sitegen.playground.noSampleNotSchema': {
    message: 'No sample: a schema is a JSON object or a boolean, and the schema editor holds neither.',
    description: 'Generate sample, when the schema editor holds no schema',
  },
  'sitegen.playground.noSample': {
    message: 'No sample could be generated from this schema: {error}.',
    description: 'Generate sample, when it failed',
  },
  'sitegen.playground.sampleGenerated': {
    message: 'Sample data is generated from the schema{undo}.',
    description: 'After Generate sample',
  },
  'sitegen.playground.noInferNotJson': {
    message:
      'No schema inferred: the data is not valid JSON (line {line}, column {column}: {message}). Fix it, then ' +
      'infer again.',
    description: 'Infer schema, when the data is not JSON',
  },
  'sitegen.playground.noInfer': {
    message: 'No schema could be inferred from this data: {error}.',
    description: 'Infer schema, when it failed',
  },
  'sitegen.playground.inferred': {
    message: 'The schema is inferred from the data{undo}.',
    description: 'After Infer schema',
  },
  'sitegen.playground.exampleLoaded': {
    message: 'The {label} example is loaded{undo}.',
    description: 'After choosing an example',
  },
  'sitegen.playground.exampleBack': { message: 'The {label} example is back{undo}.', description: 'After Reset' },
  'sitegen.playground.tooLarge': {
    message:
      'This schema is {size} kB as base64, too long for an address (the limit is {limit} kB), so the address ' +
      'does not carry it.',
    description: 'When the schema is too long to share in the address',
  },
  'sitegen.playground.exportToShare': {
    message: 'Export it to share it as a file.',
    description: 'After the message of a schema too long to share',
  },
  'sitegen.playground.linkCopied': { message: 'The link to this schema is copied.', description: 'After Share' },
  'sitegen.playground.linkNotCopied': {
    message: 'The address links to this schema: copy it from the address bar.',
    description: 'After Share, when the browser refused to copy',
  },
  'sitegen.playground.downloaded': { message: '{file} is downloaded.', description: 'After Export' },
  'sitegen.playground.checksNotLoaded': {
    message: 'The checks could not be loaded (are you offline?). Reload the page to try again.',
    description: "When the playground's checks failed to load",
  },
} satisfies Record<string, CatalogueEntry>;

/** An id of the theme's own strings. */
export type ThemeStringId = keyof typeof en;
