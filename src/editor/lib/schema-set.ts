/**
 * The shared schemas the first screen's editor code checks payloads with, in one module that is
 * imported lazily (`./schemas.ts`): zod and these schemas are a sixth of the edit route's first
 * JavaScript and no first paint needs them. Panels that load on first use import their schemas
 * directly; they are lazy already.
 */
export { ZChangelogAnswer, ZMarkChangelogSeenRequest } from '@/shared/schemas/changelog';
export {
  ZAddCollectionItemRequest,
  ZCollectionItemVisibilityRequest,
  ZGroupMetaRequest,
  ZGroupVisibilityRequest,
  ZRemoveCollectionItemRequest,
  ZSortCollectionRequest,
} from '@/shared/schemas/collections';
export { ZAddGroupRequest, ZGroupStatusRequest, ZRemoveGroupRequest, ZSaveItemRequest, ZSavedItem, ZSortGroupRequest } from '@/shared/schemas/editor';
export { ZArticleCheckRequest } from '@/shared/schemas/feeds';
export {
  ZCancelUploadRequest,
  ZCreateEntryRequest,
  ZCropImageRequest,
  ZDeleteMediaRequest,
  ZDirectUploadRequest,
  ZTranslateAltRequest,
  ZUpdateMediaRequest,
  ZYouTubeRequest,
} from '@/shared/schemas/media';
export { ZPublicationStatus, ZPublishPageRequest, ZRevertPageRequest } from '@/shared/schemas/pages';
export { ZUpdatePreferencesRequest } from '@/shared/schemas/preferences';
export { ZPresenceMembers } from '@/shared/schemas/presence';
export { ZPageVersionList, ZPublishSiteRequest, ZRestoreVersionRequest, ZSitePublicationStatus } from '@/shared/schemas/site-structure';
export {
  ZConfirmOutdatedRequest,
  ZConfirmTranslationRequest,
  ZMissingTranslations,
  ZTranslateMissingRequest,
  ZTranslateOutdatedRequest,
  ZTranslateRequest,
  ZTranslateResult,
  ZTranslationProviderStatus,
} from '@/shared/schemas/translation';
