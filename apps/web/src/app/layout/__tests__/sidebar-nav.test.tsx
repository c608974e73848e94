import type { NavigationItem } from '@ebelediye/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { SidebarNav } from '../sidebar-nav';

const menu: NavigationItem[] = [
  { name: 'E-BELEDİYE', type: 'label' },
  { name: 'Vergi Tabloları', type: 'default', icon: 'table_chart', children: [{ name: 'Arsa Birim Değerleri', type: 'default', path: '/EstateStreetValuation' }] },
  { name: 'Kararlar', type: 'default', children: [{ name: 'Meclis Kararları', type: 'default', path: '/ResolutionCouncilObservation' }] },
  { name: 'Web Sitemiz', type: 'extLink', path: 'https://belediye.example', iconText: 'W', badge: { value: 'Yeni', color: 'secondary' } },
];

const renderAt = (path: string, compact = false) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarNav items={menu} compact={compact} />
    </MemoryRouter>,
  );

describe('side menu', () => {
  it('opens the group that holds the current page and keeps the others closed', () => {
    renderAt('/EstateStreetValuation');
    expect(screen.getByRole('button', { name: /Vergi Tabloları/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Arsa Birim Değerleri/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kararlar/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Meclis Kararları/ })).not.toBeInTheDocument();
  });

  it('opens and closes a group on click', async () => {
    renderAt('/anasayfa');
    const group = screen.getByRole('button', { name: /Kararlar/ });
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Meclis Kararları/ })).toHaveAttribute('href', '/ResolutionCouncilObservation');
  });

  it('shows labels, opens external links in a new tab and shows badges', () => {
    renderAt('/anasayfa');
    expect(screen.getByText('E-BELEDİYE')).toBeInTheDocument();
    const external = screen.getByRole('link', { name: /Web Sitemiz/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Yeni')).toBeInTheDocument();
  });

  it('hides labels and names in compact mode but keeps them for screen readers', () => {
    renderAt('/anasayfa', true);
    expect(screen.queryByText('E-BELEDİYE')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Web Sitemiz/ })).toBeInTheDocument();
  });
});
