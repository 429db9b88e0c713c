import { RESUME_COLORS, RESUME_FONTS, type TResumeData, type TResumeFont, type TResumeTextSize } from '@draftdesk/contract';
import { Button, ColorInput, ColorSwatch, Drawer, FileButton, Group, Popover, SegmentedControl, Select, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconFileTypeDocx, IconFileTypePdf, IconLayoutList, IconMenu2, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_COLOR_HEX } from './colors.ts';
import { BUILDER_NS } from './namespace.ts';
import type { ResumeRecipe } from './resume-state.ts';

export interface ToolbarProps {
  data: TResumeData;
  onEdit: (recipe: ResumeRecipe) => void;
  onSaveFile: () => void;
  onLoadFile: (file: File) => void;
  onDownload: (format: 'pdf' | 'docx') => void;
  downloading: 'pdf' | 'docx' | null;
  /** At phone width the controls live in a drawer opened from one menu button. */
  compact: boolean;
}

type Toggle = { id: string; checked: boolean; locked?: boolean; set?: (d: TResumeData, on: boolean) => void };

function sectionToggles(data: TResumeData): Toggle[] {
  const email = data.contact.items.find((item) => item.key === 'email');
  return [
    { id: 'name', checked: true, locked: true },
    { id: 'email', checked: email?.show ?? true, locked: true },
    { id: 'education', checked: true, locked: true },
    { id: 'role', checked: data.role.show, set: (d, on) => void (d.role.show = on) },
    { id: 'profilePic', checked: data.profilePic.show, set: (d, on) => void (d.profilePic.show = on) },
    ...(['summary', 'personalDetails', 'workExperience', 'hardSkills', 'softSkills', 'languages', 'hobbies'] as const).map((section) => ({
      id: section,
      checked: data[section].show,
      set: (d: TResumeData, on: boolean) => void (d[section].show = on),
    })),
  ];
}

/** Colour, font, text size, section toggles and the files (spec 03 "Resume builder screen": toolbar). */
export function Toolbar({ data, onEdit, onSaveFile, onLoadFile, onDownload, downloading, compact }: ToolbarProps) {
  const { t } = useTranslation(BUILDER_NS);
  const [menuOpen, setMenuOpen] = useState(false);
  const color = data.settings.color;
  const custom = !(RESUME_COLORS as readonly string[]).includes(color);

  const colours = (
    <Group gap={6} role="radiogroup" aria-label={t('builder.toolbar.colour')} wrap="nowrap">
      {RESUME_COLORS.map((name) => (
        <Tooltip key={name} label={t(`builder.colours.${name}`)} withArrow>
          <ColorSwatch
            component="button"
            type="button"
            role="radio"
            aria-checked={color === name}
            aria-label={t(`builder.colours.${name}`)}
            color={RESUME_COLOR_HEX[name]}
            size={26}
            style={{ cursor: 'pointer', color: '#fff' }}
            onClick={() => onEdit((d) => void (d.settings.color = name))}
          >
            {color === name && <IconCheck size={14} aria-hidden />}
          </ColorSwatch>
        </Tooltip>
      ))}
      <ColorInput
        aria-label={t('builder.toolbar.customColour')}
        placeholder={t('builder.toolbar.customColour')}
        value={custom ? color : ''}
        format="hex"
        w={150}
        size="xs"
        onChangeEnd={(value) => {
          if (/^#[0-9a-fA-F]{6}$/.test(value)) onEdit((d) => void (d.settings.color = value.toLowerCase()));
        }}
        swatches={Object.values(RESUME_COLOR_HEX)}
        withEyeDropper={false}
        data-testid="custom-colour"
      />
    </Group>
  );

  const font = (
    <Select
      aria-label={t('builder.toolbar.font')}
      label={compact ? t('builder.toolbar.font') : undefined}
      data={RESUME_FONTS.map((value) => ({ value, label: value }))}
      value={data.settings.font}
      allowDeselect={false}
      onChange={(value) => value && onEdit((d) => void (d.settings.font = value as TResumeFont))}
      size="xs"
      w={compact ? '100%' : 150}
      renderOption={({ option }) => <span style={{ fontFamily: `'${option.value}', sans-serif` }}>{option.label}</span>}
      data-testid="font-select"
    />
  );

  const size = (
    <SegmentedControl
      aria-label={t('builder.toolbar.size')}
      size="xs"
      value={data.settings.textSize}
      onChange={(value) => onEdit((d) => void (d.settings.textSize = value as TResumeTextSize))}
      data={(['small', 'medium', 'large'] as const).map((value) => ({ value, label: t(`builder.sizes.${value}`) }))}
      data-testid="size-control"
    />
  );

  const toggles = (
    <Stack gap={6}>
      {sectionToggles(data).map((toggle) => (
        <Switch
          key={toggle.id}
          label={toggle.locked ? t('builder.toolbar.locked', { section: t(`builder.sections.${toggle.id}`) }) : t(`builder.sections.${toggle.id}`)}
          checked={toggle.checked}
          disabled={toggle.locked}
          size="xs"
          onChange={(event) => {
            const on = event.currentTarget.checked;
            onEdit((d) => toggle.set?.(d, on));
          }}
        />
      ))}
    </Stack>
  );

  const files = (
    <>
      <Button size="xs" variant="light" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSaveFile}>
        {t('builder.files.save')}
      </Button>
      <FileButton accept=".save" onChange={(file) => file && onLoadFile(file)}>
        {(props) => (
          <Button size="xs" variant="light" leftSection={<IconUpload size={16} aria-hidden />} {...props}>
            {t('builder.files.load')}
          </Button>
        )}
      </FileButton>
      <Button size="xs" leftSection={<IconFileTypePdf size={16} aria-hidden />} loading={downloading === 'pdf'} onClick={() => onDownload('pdf')}>
        {t('builder.files.pdf')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileTypeDocx size={16} aria-hidden />}
        loading={downloading === 'docx'}
        onClick={() => onDownload('docx')}
      >
        {t('builder.files.docx')}
      </Button>
    </>
  );

  if (compact) {
    return (
      <>
        <Button variant="default" leftSection={<IconMenu2 size={16} aria-hidden />} onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          {t('builder.toolbar.menu')}
        </Button>
        <Drawer
          opened={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={t('builder.toolbar.menu')}
          position="bottom"
          size="85%"
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack>
            <Text size="sm" fw={600}>
              {t('builder.toolbar.colour')}
            </Text>
            <Group gap={6}>{colours}</Group>
            {font}
            <Text size="sm" fw={600}>
              {t('builder.toolbar.size')}
            </Text>
            {size}
            <Text size="sm" fw={600}>
              {t('builder.toolbar.sections')}
            </Text>
            {toggles}
            <Stack gap="xs">{files}</Stack>
          </Stack>
        </Drawer>
      </>
    );
  }

  return (
    <Group gap="sm" wrap="wrap" data-testid="builder-toolbar" align="center">
      {colours}
      {font}
      {size}
      <Popover position="bottom-start" shadow="md" withArrow trapFocus>
        <Popover.Target>
          <Button size="xs" variant="default" leftSection={<IconLayoutList size={16} aria-hidden />}>
            {t('builder.toolbar.sections')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>{toggles}</Popover.Dropdown>
      </Popover>
      <Group gap="xs" ml="auto">
        {files}
      </Group>
    </Group>
  );
}
