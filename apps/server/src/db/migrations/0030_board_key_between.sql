-- A board's positions are fractional-indexing keys (modules/boards/positions.ts). dd_key_between(lo, hi) is the key
-- fractional-indexing 4's generateKeyBetween(lo, hi) gives with its default digits (base 62, integer heads A-Z a-z), so
-- a card's move reads its neighbours and writes its row in one statement (repo.placeCard). A test compares the two on
-- thousands of pairs (test/boards-key-between.test.ts). Keys compare byte by byte: every comparison here is COLLATE "C".
CREATE FUNCTION "dd_key_midpoint"(a text, b text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  digits CONSTANT text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  n int := 0;
  da int;
  db int;
BEGIN
  -- b null: no upper bound. a is '' or a key's fraction.
  IF b IS NOT NULL AND a COLLATE "C" >= b COLLATE "C" THEN
    RAISE EXCEPTION 'key midpoint: % >= %', a, b;
  END IF;
  IF right(a, 1) = '0' OR right(b, 1) = '0' THEN
    RAISE EXCEPTION 'key midpoint: trailing zero';
  END IF;
  IF b IS NOT NULL THEN
    -- The common prefix, a padded with zeros.
    WHILE n < length(b) AND coalesce(nullif(substr(a, n + 1, 1), ''), '0') = substr(b, n + 1, 1) LOOP
      n := n + 1;
    END LOOP;
    IF n > 0 THEN
      RETURN left(b, n) || dd_key_midpoint(substr(a, n + 1), substr(b, n + 1));
    END IF;
  END IF;
  da := CASE WHEN a = '' THEN 0 ELSE strpos(digits, left(a, 1)) - 1 END;
  db := CASE WHEN b IS NULL THEN 62 ELSE strpos(digits, left(b, 1)) - 1 END;
  IF db - da > 1 THEN
    RETURN substr(digits, (da + db + 1) / 2 + 1, 1);
  END IF;
  IF b IS NOT NULL AND length(b) > 1 THEN
    RETURN left(b, 1);
  END IF;
  RETURN substr(digits, da + 1, 1) || dd_key_midpoint(substr(a, 2), NULL);
END
$$;
--> statement-breakpoint
-- The length of a key's integer part, told by its head: a-z are 2 to 27 characters, Z-A 2 to 27.
CREATE FUNCTION "dd_key_integer_length"(head text) RETURNS int LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  i int := strpos('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', head) - 1;
BEGIN
  IF i < 0 OR length(head) <> 1 THEN
    RAISE EXCEPTION 'invalid order key head: %', head;
  END IF;
  RETURN CASE WHEN i < 26 THEN 26 - i + 1 ELSE i - 26 + 2 END;
END
$$;
--> statement-breakpoint
-- The integer part one up (step 1) or one down (step -1); null past the last or the first.
CREATE FUNCTION "dd_key_step_integer"(x text, step int) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  digits CONSTANT text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  int_digits CONSTANT text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  head text := left(x, 1);
  wrap text := CASE WHEN step > 0 THEN '0' ELSE 'z' END;
  tail text := '';
  d int;
  h text;
  delta int;
BEGIN
  IF length(x) <> dd_key_integer_length(head) THEN
    RAISE EXCEPTION 'invalid integer part of order key: %', x;
  END IF;
  FOR i IN REVERSE length(x)..2 LOOP
    d := strpos(digits, substr(x, i, 1)) - 1 + step;
    IF d = 62 OR d = -1 THEN
      tail := wrap || tail;
    ELSE
      RETURN head || substr(x, 2, i - 2) || substr(digits, d + 1, 1) || tail;
    END IF;
  END LOOP;
  d := strpos(int_digits, head) - 1 + step;
  IF d = 52 OR d = -1 THEN
    RETURN NULL;
  END IF;
  h := substr(int_digits, d + 1, 1);
  delta := dd_key_integer_length(h) - dd_key_integer_length(head);
  RETURN h || CASE WHEN delta > 0 THEN tail || wrap WHEN delta < 0 THEN substr(tail, 2) ELSE tail END;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "dd_key_between"(lo text, hi text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  smallest CONSTANT text := 'A' || repeat('0', 26);
  a text := lo;
  b text := hi;
  swap text;
  ia text;
  ib text;
  i text;
BEGIN
  IF a = smallest OR b = smallest OR right(substr(a, dd_key_integer_length(left(a, 1)) + 1), 1) = '0'
     OR right(substr(b, dd_key_integer_length(left(b, 1)) + 1), 1) = '0'
     OR length(a) < dd_key_integer_length(left(a, 1)) OR length(b) < dd_key_integer_length(left(b, 1)) THEN
    RAISE EXCEPTION 'invalid order key: % or %', a, b;
  END IF;
  IF a IS NOT NULL AND b IS NOT NULL AND a COLLATE "C" > b COLLATE "C" THEN
    swap := a;
    a := b;
    b := swap;
  END IF;
  IF a IS NULL THEN
    IF b IS NULL THEN
      RETURN 'a0';
    END IF;
    ib := left(b, dd_key_integer_length(left(b, 1)));
    IF ib = smallest THEN
      RETURN ib || dd_key_midpoint('', substr(b, length(ib) + 1));
    END IF;
    IF ib COLLATE "C" < b COLLATE "C" THEN
      RETURN ib;
    END IF;
    i := dd_key_step_integer(ib, -1);
    IF i IS NULL THEN
      RAISE EXCEPTION 'cannot decrement any more';
    END IF;
    RETURN i;
  END IF;
  ia := left(a, dd_key_integer_length(left(a, 1)));
  IF b IS NULL THEN
    i := dd_key_step_integer(ia, 1);
    RETURN coalesce(i, ia || dd_key_midpoint(substr(a, length(ia) + 1), NULL));
  END IF;
  ib := left(b, dd_key_integer_length(left(b, 1)));
  IF ia = ib THEN
    RETURN ia || dd_key_midpoint(substr(a, length(ia) + 1), substr(b, length(ib) + 1));
  END IF;
  i := dd_key_step_integer(ia, 1);
  IF i IS NULL THEN
    RAISE EXCEPTION 'cannot increment any more';
  END IF;
  IF i COLLATE "C" < b COLLATE "C" THEN
    RETURN i;
  END IF;
  RETURN ia || dd_key_midpoint(substr(a, length(ia) + 1), NULL);
END
$$;
