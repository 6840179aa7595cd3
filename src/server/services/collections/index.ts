export { COLLECTION_DETAIL_TYPES, type CollectionItem, type ListCollectionItemsOptions, listCollectionItems } from './list-collection-items';
