// Quotes the customer accepts (issue 39, decision 090): staff's list of quotes sent, and the page a quote's link opens.
export { QuotesList } from './components/quotes-list';
export { QuotePage } from './components/quote-page';
