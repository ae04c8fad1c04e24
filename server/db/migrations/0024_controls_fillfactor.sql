-- Room on every page of controls for the new version of an updated row (15 %), so that an update
-- changing no indexed column stays on its page without a new entry in any of the ten indexes (a
-- heap-only tuple): moving elements to another building rewrites their open controls' building_id,
-- which no index holds. Measured on 59,159 elements moved at 1M elements (165k open controls):
-- the controls' part of the move 11-14 s -> 4.5-5 s, 0 -> 296k HOT updates
-- (tests/bench/results/elements.md, "Bulk update"). Pages written before this keep no room until
-- rewritten (VACUUM FULL controls does it at once).
ALTER TABLE controls SET (fillfactor = 85);
