// Catalogue side of the embedded shop backend: newsletter, prices, campaign data and the other web-api paths.
import { Hono } from 'hono';
import type { AppEnv } from '../../../env';
import { accessoryOrderApi } from './accessory-order';
import { basketApi } from './basket';
import { designsApi } from './designs';
import { newsletterApi } from './newsletter';
import { photoFrameApi } from './photo-frame';
import { priceAddOnsApi } from './price-add-ons';
import { priceApi } from './price-api';
import { productDataApi } from './product-data';
import { productPrices } from './product-prices';
import { shopDataApi } from './shop-data';
import { voucherApi } from './voucher';
import { wishlistApi } from './wishlist';

/**
 * The catalogue endpoints on D1 (migration 0003_catalogue.sql): each module documents its paths and shapes.
 * Errors are `{ message: { text }, payload?: { errors: [{ field, message }] } }`; a bad query or body is a 400
 * naming the field and writes nothing.
 */
export const catalogueApi = new Hono<AppEnv>();

catalogueApi.route('/', newsletterApi);
catalogueApi.route('/', priceApi);
catalogueApi.route('/', priceAddOnsApi);
catalogueApi.route('/', productPrices);
catalogueApi.route('/', photoFrameApi);
catalogueApi.route('/', voucherApi);
catalogueApi.route('/', wishlistApi);
catalogueApi.route('/', basketApi);
catalogueApi.route('/', shopDataApi);
catalogueApi.route('/', designsApi);
catalogueApi.route('/', accessoryOrderApi);
catalogueApi.route('/', productDataApi);
