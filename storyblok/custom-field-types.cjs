// The values of the space's field plugins (`custom` fields), as JSON schema for the type generator
// (`npm run storyblok:types`): each plugin stores an object and Storyblok adds its `plugin` name.
const plugin = { type: 'string' };
const object = (properties, required = []) => ({
  type: 'object',
  properties: { ...properties, plugin },
  required,
});

const PLUGINS = {
  'native-color-picker': object({ color: { type: 'string' } }, ['color']),
  'icon-picker': object({ name: { type: 'string' } }, ['name']),
  // The calculator's materials, formats and option groups are the price service's data, written by the plugin and
  // checked field by field when a block is read: typed loosely here.
  'calculator-options': object({ materials: { type: 'array', items: { tsType: 'any' } } }, ['materials']),
  'review-summary': object(
    {
      score: {
        type: 'object',
        properties: { stars: { type: 'number' }, trustScore: { type: 'number' } },
        required: ['stars', 'trustScore'],
      },
      totalReviews: { type: 'number' },
      reviewBaseLink: { type: 'string' },
      companyLink: { type: 'string' },
      reviews: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: ['string', 'number'] },
            stars: { type: 'number' },
            title: { type: 'string' },
            text: { type: 'string' },
            authorName: { type: 'string' },
            createdAt: { type: 'string' },
          },
          required: ['id', 'stars'],
        },
      },
    },
    ['score', 'totalReviews', 'reviewBaseLink', 'reviews'],
  ),
  'product-context': { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
};

module.exports = (key, field) => (PLUGINS[field.field_type] ? { [key]: PLUGINS[field.field_type] } : {});
