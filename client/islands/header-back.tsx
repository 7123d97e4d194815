// Header back-button island (desktop app view).
import { HeaderBack } from '../../shared/components/layout/HeaderBack';
import { defineIsland } from '../hydrate';

export default defineIsland('header-back', HeaderBack);
