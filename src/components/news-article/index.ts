export { NewsArticle } from './news-article';
