/** The help centre's UI entry; loaders: ./server. */
export { helpBlock } from './block';
export { HelpArticleView } from './help-article-view';
export { HelpHome } from './help-home';
export { HelpLinks } from './help-links';
export { HelpSearchBox } from './help-search-box';
export { default as helpStyles } from './help.module.css';
export type { HelpAboutProps, HelpArticleProps, HelpDirectoryProps, HelpHomeProps } from './server';
