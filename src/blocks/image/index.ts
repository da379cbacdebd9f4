import { defineBlock } from '@/engine/blocks/define';

export const definition = defineBlock({
  name: 'image',
  description:
    "An image of the channel's asset library (`asset:<hash>`, uploaded in the studio) or an https image on one of the channel's image hosts (GENERAL `image_hosts`), with alt text, a focal point kept in view when it is cropped, a narrow source for phones and its width and height (no layout shift). Loaded lazily unless `eager` (above the fold).",
  props: {
    type: 'object',
    required: ['src'],
    properties: {
      src: { type: 'string', minLength: 1, maxLength: 2000, description: 'The image: `asset:<sha-256>` from the asset library, or an https URL on an image host.' },
      narrowSrc: { type: 'string', minLength: 1, maxLength: 2000, description: 'Optional image for screens up to 480 px wide (about 390 px): the same forms as `src`.' },
      alt: { $ref: '#/definitions/i18nKey', description: 'Alt text: what the image shows, for members who cannot see it. Required unless `decorative`.' },
      decorative: { type: 'boolean', description: 'The image adds nothing a member needs (it gets empty alt text and screen readers skip it).' },
      width: { type: 'integer', minimum: 1, maximum: 4096, description: 'The image\'s width in pixels (reserves its space while it loads).' },
      height: { type: 'integer', minimum: 1, maximum: 4096, description: 'The image\'s height in pixels.' },
      focusX: { type: 'integer', minimum: 0, maximum: 100, description: 'Focal point across, in % from the left (default 50): kept in view when the image is cropped.' },
      focusY: { type: 'integer', minimum: 0, maximum: 100, description: 'Focal point down, in % from the top (default 50).' },
      crop: { enum: ['none', '16:9', '3:1', '4:3', '1:1'], description: 'Show the image at this shape, cropped around the focal point. Default: none (its own shape).' },
      eager: { type: 'boolean', description: 'The image is at the top of the page (above the fold): load it at once instead of lazily.' },
    },
  },
  load: () => import('./renderer'),
});
