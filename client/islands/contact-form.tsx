// Contact form island: checks the fields and sends them to the shop.
import { ContactForm } from '../../shared/components/blocks/ContactForm';
import { defineIsland } from '../hydrate';

export default defineIsland('contact-form', ContactForm);
