import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';
import { BRAND } from '../../../lib/theme.ts';
import classes from './OrderProgressRing.module.css';

/**
 * An order's statusPercentage as a ring: green at 100, the brand colour below. Two SVG circles, the look of
 * Mantine's RingProgress without what it mounts per section (a floating tooltip with its positioning and portal),
 * which cost the dashboard and the order page a long task as they opened.
 */
export function OrderProgressRing({ percent, size = 84 }: { percent: number; size?: number }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const value = Math.max(0, Math.min(100, percent));
  const thickness = size / 10;
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const color = `var(--mantine-color-${value >= 100 ? 'teal' : BRAND}-filled)`;
  return (
    <div className={classes.root} style={{ width: size, height: size }} role="img" aria-label={t('orders.percentComplete', { percent: value })}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} className={classes.svg} aria-hidden>
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={thickness} className={classes.track} />
        {value > 0 && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke={color}
            strokeWidth={thickness}
            strokeLinecap="round"
            strokeDasharray={`${(circumference * value) / 100} ${circumference}`}
          />
        )}
      </svg>
      <Text className={classes.label} ta="center" fw={700} size={size < 84 ? 'xs' : 'sm'}>
        {t('orders.percent', { percent: value })}
      </Text>
    </div>
  );
}
