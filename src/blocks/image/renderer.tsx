import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { BlockRendererProps } from '@/engine/blocks';
import type { ImageProps } from '@/generated/block-props';
import { assetUrl } from '@/lib/api/operations/get-asset';
import { assetHashOf } from '@/lib/assets/asset-ref';

type Crop = NonNullable<ImageProps['crop']>;
const RATIO: Record<Exclude<Crop, 'none'>, string> = { '16:9': '16 / 9', '3:1': '3 / 1', '4:3': '4 / 3', '1:1': '1 / 1' };
/** The content column is at most this wide; a phone (390 px) shows the image at the viewport's width. */
const SIZES = '(max-width: 480px) 100vw, min(100vw, 1280px)';

/**
 * Where the browser loads a source from: an asset by its hash URL, an https URL as written (the check
 * and the CSP hold it to the channel's image hosts); anything else (a data: URI, http, a bad asset
 * reference) is not loaded: the placeholder shows instead.
 */
function sourceUrl(src: string | undefined): string | null {
  if (!src) return null;
  const hash = assetHashOf(src);
  if (hash) return assetUrl(hash);
  try {
    return new URL(src).protocol === 'https:' ? src : null;
  } catch {
    return null;
  }
}

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

const Img = styled.img<{ $ratio: string | null; $x: number; $y: number }>`
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md}px;
  object-position: ${({ $x, $y }) => `${$x}% ${$y}%`};
  ${({ $ratio }) =>
    $ratio &&
    css`
      width: 100%;
      aspect-ratio: ${$ratio};
      object-fit: cover;
    `}
`;

const Placeholder = styled.div<{ $ratio: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${({ $ratio }) => $ratio};
  max-width: 100%;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

/** An image with alt text, its focal point, a narrow source for phones and its size reserved; a visible placeholder when it cannot be shown. */
function ImageBlock({ block }: BlockRendererProps<ImageProps>) {
  const { t } = useTranslation();
  const props = block.props ?? { src: '' };
  const [failed, setFailed] = useState<string | null>(null);
  const src = sourceUrl(props.src);
  const narrow = sourceUrl(props.narrowSrc);
  const alt = props.decorative ? '' : props.alt ? t(props.alt) : '';
  const ratio = props.crop && props.crop !== 'none' ? RATIO[props.crop] : null;
  const placeholderRatio = ratio ?? (props.width && props.height ? `${props.width} / ${props.height}` : '16 / 9');
  if (!src || failed === src) {
    return (
      <Figure data-block="image">
        <Placeholder $ratio={placeholderRatio} role="img" aria-label={alt ? t('blocks.image.missingNamed', { alt }) : t('blocks.image.missing')} data-image-missing="">
          {t('blocks.image.missing')}
        </Placeholder>
      </Figure>
    );
  }
  const width = props.width ?? 1280;
  return (
    <Figure data-block="image">
      <Img
        src={src}
        {...(narrow ? { srcSet: `${narrow} 390w, ${src} ${width}w`, sizes: SIZES } : {})}
        alt={alt}
        {...(props.width && props.height ? { width: props.width, height: props.height } : {})}
        loading={props.eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(props.eager ? { fetchPriority: 'high' as const } : {})}
        $ratio={ratio}
        $x={props.focusX ?? 50}
        $y={props.focusY ?? 50}
        onError={() => setFailed(src)}
      />
    </Figure>
  );
}

export const renderer = ImageBlock;
