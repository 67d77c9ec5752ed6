-- The colour family a variant is filtered by (docs/api.md §5, "Finding products"), from its name first and
-- else from its hex. It lives here, in one SQL function, because product_variants.color_family is a
-- column generated from it (migration 0011): every write path (admin form, demo seed, generated
-- products, fixtures, a fix by hand) gets the same family without calling anything, and existing
-- rows are backfilled by the same rule when the column is added.

-- The family a colour name's words give: the last word that names one wins, so "Navy Blue" is Blue,
-- "Off White" White, "Grey Melange" Grey and "Charcoal" Grey. Null when no word names a family.
CREATE FUNCTION colour_family_of_name(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT words.family
  FROM regexp_split_to_table(lower(name), '[^a-z]+') WITH ORDINALITY AS word(text, position)
  JOIN (VALUES
    ('black', 'Black'), ('jet', 'Black'), ('onyx', 'Black'), ('ebony', 'Black'),
    ('white', 'White'), ('ivory', 'White'), ('pearl', 'White'), ('snow', 'White'), ('chalk', 'White'),
    ('grey', 'Grey'), ('gray', 'Grey'), ('charcoal', 'Grey'), ('silver', 'Grey'), ('ash', 'Grey'),
    ('slate', 'Grey'), ('melange', 'Grey'), ('graphite', 'Grey'), ('smoke', 'Grey'), ('steel', 'Grey'),
    ('beige', 'Beige'), ('cream', 'Beige'), ('khaki', 'Beige'), ('tan', 'Beige'), ('sand', 'Beige'),
    ('camel', 'Beige'), ('nude', 'Beige'), ('ecru', 'Beige'), ('oatmeal', 'Beige'), ('fawn', 'Beige'),
    ('taupe', 'Beige'), ('stone', 'Beige'), ('biscuit', 'Beige'),
    ('brown', 'Brown'), ('coffee', 'Brown'), ('chocolate', 'Brown'), ('mocha', 'Brown'),
    ('bronze', 'Brown'), ('walnut', 'Brown'), ('chestnut', 'Brown'), ('caramel', 'Brown'),
    ('cinnamon', 'Brown'), ('mahogany', 'Brown'),
    ('red', 'Red'), ('maroon', 'Red'), ('wine', 'Red'), ('burgundy', 'Red'), ('crimson', 'Red'),
    ('cherry', 'Red'), ('scarlet', 'Red'), ('ruby', 'Red'), ('brick', 'Red'), ('oxblood', 'Red'),
    ('sindoor', 'Red'),
    ('pink', 'Pink'), ('rose', 'Pink'), ('blush', 'Pink'), ('fuchsia', 'Pink'), ('magenta', 'Pink'),
    ('rani', 'Pink'), ('onion', 'Pink'),
    ('orange', 'Orange'), ('coral', 'Orange'), ('saffron', 'Orange'), ('rust', 'Orange'),
    ('terracotta', 'Orange'), ('tangerine', 'Orange'), ('apricot', 'Orange'), ('peach', 'Orange'),
    ('copper', 'Orange'), ('amber', 'Orange'),
    ('yellow', 'Yellow'), ('mustard', 'Yellow'), ('lemon', 'Yellow'), ('gold', 'Yellow'),
    ('golden', 'Yellow'), ('ochre', 'Yellow'), ('haldi', 'Yellow'), ('turmeric', 'Yellow'),
    ('green', 'Green'), ('olive', 'Green'), ('emerald', 'Green'), ('mint', 'Green'), ('sage', 'Green'),
    ('lime', 'Green'), ('jade', 'Green'), ('pista', 'Green'), ('pistachio', 'Green'),
    ('mehendi', 'Green'), ('forest', 'Green'),
    ('blue', 'Blue'), ('navy', 'Blue'), ('denim', 'Blue'), ('indigo', 'Blue'), ('azure', 'Blue'),
    ('cobalt', 'Blue'), ('turquoise', 'Blue'), ('aqua', 'Blue'), ('cyan', 'Blue'), ('teal', 'Blue'),
    ('sapphire', 'Blue'), ('peacock', 'Blue'),
    ('purple', 'Purple'), ('violet', 'Purple'), ('lavender', 'Purple'), ('lilac', 'Purple'),
    ('mauve', 'Purple'), ('plum', 'Purple'), ('orchid', 'Purple'), ('grape', 'Purple'),
    ('aubergine', 'Purple')
  ) AS words(word, family) ON words.word = word.text
  ORDER BY word.position DESC
  LIMIT 1
$$;
--> statement-breakpoint
-- The family a #rrggbb swatch looks like, by hue, lightness and chroma (how far from grey it is).
CREATE FUNCTION colour_family_of_hex(hex text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  r numeric := ('x' || substr(hex, 2, 2))::bit(8)::int / 255.0;
  g numeric := ('x' || substr(hex, 4, 2))::bit(8)::int / 255.0;
  b numeric := ('x' || substr(hex, 6, 2))::bit(8)::int / 255.0;
  high numeric := greatest(r, g, b);
  low numeric := least(r, g, b);
  chroma numeric := high - low;
  light numeric := (high + low) / 2;
  hue numeric;
BEGIN
  IF hex !~ '^#[0-9a-fA-F]{6}$' THEN RETURN NULL; END IF;
  IF light < 0.12 THEN RETURN 'Black'; END IF;
  IF chroma < 0.1 THEN
    RETURN CASE WHEN light > 0.88 THEN 'White' WHEN light < 0.2 THEN 'Black' ELSE 'Grey' END;
  END IF;
  IF light > 0.94 THEN RETURN 'White'; END IF;
  hue := CASE
    WHEN high = r THEN 60 * (((g - b) / chroma) + 6)
    WHEN high = g THEN 60 * (((b - r) / chroma) + 2)
    ELSE 60 * (((r - g) / chroma) + 4)
  END;
  hue := hue - 360 * floor(hue / 360);
  RETURN CASE
    WHEN hue < 15 OR hue >= 345 THEN CASE WHEN light > 0.75 THEN 'Pink' ELSE 'Red' END
    WHEN hue < 45 THEN CASE
      WHEN light < 0.4 THEN 'Brown'
      WHEN chroma < 0.35 AND light > 0.6 THEN 'Beige'
      ELSE 'Orange' END
    WHEN hue < 70 THEN CASE
      WHEN light < 0.3 THEN 'Green'
      WHEN chroma < 0.25 AND light > 0.75 THEN 'Beige'
      ELSE 'Yellow' END
    WHEN hue < 165 THEN 'Green'
    WHEN hue < 255 THEN 'Blue'
    WHEN hue < 290 THEN 'Purple'
    ELSE CASE WHEN light < 0.3 THEN 'Purple' ELSE 'Pink' END
  END;
END $$;
--> statement-breakpoint
-- A variant's family: its name's, else its swatch's.
CREATE FUNCTION colour_family(name text, hex text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(colour_family_of_name(name), colour_family_of_hex(hex))
$$;
