import type { TResumeData } from '@draftdesk/contract';
import { Alert, Button, FileButton, Group, Modal, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { PageButton } from './fields.tsx';
import { BUILDER_NS } from './namespace.ts';
import { PICTURE_ACCEPT, checkPicture, cropPicture, type PictureProblem } from './picture.ts';
import type { ResumeRecipe } from './resume-state.ts';
import styles from './ProfilePicture.module.css';

/** The profile picture at the top of the sidebar: pick an image, crop it round or square. */
export function ProfilePicture({
  picture,
  onEdit,
  preview,
}: {
  picture: TResumeData['profilePic'];
  onEdit: (recipe: ResumeRecipe) => void;
  preview?: boolean;
}) {
  const { t } = useTranslation(BUILDER_NS);
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState<PictureProblem | 'crop' | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [shape, setShape] = useState(picture.shape);

  useEffect(() => () => void (source && URL.revokeObjectURL(source.url)), [source]);

  if (!picture.show) return null;
  const shapeClass = picture.shape === 'round' ? styles.round : styles.square;
  if (preview) return picture.blob ? <img className={`${styles.picture} ${shapeClass}`} src={picture.blob} alt={t('builder.picture.alt')} /> : null;

  const pick = async (file: File | null) => {
    if (!file) return;
    const found = await checkPicture(file);
    setProblem(found);
    if (found) return;
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setShape(picture.shape);
    setSource({ url: URL.createObjectURL(file), name: file.name.slice(0, 200) });
  };

  const apply = async () => {
    if (!source || !area) return;
    try {
      const blob = await cropPicture(source.url, area);
      onEdit((d) => void (d.profilePic = { ...d.profilePic, blob, file: source.name, shape }));
      setSource(null);
    } catch {
      setProblem('crop');
    }
  };

  return (
    <div className={styles.wrap}>
      {picture.blob ? (
        <img className={`${styles.picture} ${shapeClass}`} src={picture.blob} alt={t('builder.picture.alt')} />
      ) : (
        <div className={`${styles.placeholder} ${shapeClass}`} aria-hidden>
          <IconPhotoPlus size={36} />
        </div>
      )}
      <div className={styles.controls}>
        <FileButton onChange={(file) => void pick(file)} accept={PICTURE_ACCEPT}>
          {(props) => (
            <button type="button" className={styles.pick} {...props}>
              {picture.blob ? t('builder.picture.change') : t('builder.picture.add')}
            </button>
          )}
        </FileButton>
        {picture.blob && (
          <PageButton label={t('builder.picture.remove')} onClick={() => onEdit((d) => void (d.profilePic = { ...d.profilePic, blob: '', file: '' }))}>
            <IconTrash size={14} aria-hidden />
          </PageButton>
        )}
      </div>
      {problem && (
        <Alert
          color="red"
          variant="white"
          p={6}
          role="alert"
          className={styles.problem}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setProblem(null)}
        >
          <Text size="xs">{t(`builder.picture.problems.${problem}`)}</Text>
        </Alert>
      )}
      <Modal
        opened={!!source}
        onClose={() => setSource(null)}
        title={t('builder.picture.cropTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {source && (
          <Stack>
            <div className={styles.cropper}>
              <Cropper
                image={source.url}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape={shape === 'round' ? 'round' : 'rect'}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            </div>
            <Text size="sm" id="builder-zoom-label">
              {t('builder.picture.zoom')}
            </Text>
            <Slider value={zoom} min={1} max={3} step={0.05} onChange={setZoom} thumbLabel={t('builder.picture.zoom')} aria-labelledby="builder-zoom-label" />
            <SegmentedControl
              value={shape}
              onChange={(value) => setShape(value as 'round' | 'square')}
              data={[
                { value: 'round', label: t('builder.picture.round') },
                { value: 'square', label: t('builder.picture.square') },
              ]}
              aria-label={t('builder.picture.shape')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSource(null)}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => void apply()} disabled={!area}>
                {t('builder.picture.apply')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </div>
  );
}
