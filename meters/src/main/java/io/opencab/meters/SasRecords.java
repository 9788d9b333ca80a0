package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.Map;
import java.util.Objects;

/**
 * What the cabinet's SAS side keeps in critical memory besides the exception queue (docs/sas.md "Handpays",
 * "LP 7F"), each value a MAC'd guard row (no schema change), and the configuration recorded whole. Each call is
 * one transaction under the store's lock; the cabinet makes them off the SAS link thread.
 */
public final class SasRecords extends StoreFeature {
    /** The newest handpay the host has had every report of (LP 1B read, exception 52 acknowledged). */
    static final String HANDPAY_REPORTED = "sas_handpay_reported";
    /** The cabinet's clock offset from the operating system's, in milliseconds, as the host set it (LP 7F). */
    static final String CLOCK_OFFSET = "sas_clock_offset_ms";
    /** SAS exception 3C: operator changed options. */
    static final int OPTIONS_CHANGED = 0x3C;
    private SasRecords(MeterStore store) {
        super(store);
    }

    public static SasRecords of(MeterStore store) {
        return new SasRecords(store);
    }

    /**
     * The newest handpay id the host has had every report of; the handpay queue is the handpays after it. The
     * first time (a store from before secure handpay reporting) every handpay but one still pending counts as
     * reported, so no old handpay is announced again, and that starting point is kept.
     */
    public long handpayReportedThrough() {
        synchronized (store) {
            return core.write("read the SAS handpay queue's start", () -> {
                GuardCounter g = Guards.get(ctx, HANDPAY_REPORTED);
                if (g.changedAt() != null) {
                    return g.value();
                }
                java.util.Optional<HandpayRecord> pending = Handpays.pending(ctx);
                long start = pending.isPresent() ? pending.get().handpayId() - 1
                    : Handpays.ROWS.newest(ctx, 1).stream().mapToLong(HandpayRecord::handpayId).max().orElse(0);
                Guards.set(ctx, HANDPAY_REPORTED, start);
                return start;
            });
        }
    }

    /** The host has had every report of handpay {@code handpayId} (secure handpay reporting): it leaves the queue. */
    public void handpayReported(long handpayId) {
        if (handpayId < 1) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "handpay id " + handpayId + " must be at least 1");
        }
        synchronized (store) {
            core.write("record handpay " + handpayId + " reported to the SAS host", () -> {
                GuardCounter g = Guards.get(ctx, HANDPAY_REPORTED);
                if (handpayId > g.value()) {
                    Guards.set(ctx, HANDPAY_REPORTED, handpayId);
                }
                return null;
            });
        }
    }

    /** The clock offset the SAS host set (LP 7F), milliseconds; 0 when it never did. */
    public long clockOffsetMillis() {
        return read("read the clock offset", () -> Guards.get(ctx, CLOCK_OFFSET).value());
    }

    /** Keeps a new clock offset with the event that explains it ({@code detail}), in one transaction. */
    public void clockOffset(long millis, String detail) {
        Args.requireText(detail, "detail");
        synchronized (store) {
            core.write("keep the clock offset", () -> {
                Guards.set(ctx, CLOCK_OFFSET, millis);
                Events.append(ctx, core.config.eventLogSize(), EventType.CABINET, detail);
                return null;
            });
        }
    }

    /**
     * Records the whole configuration {@code values} in one transaction (a start-up's seal, provisioning): each
     * changed value with its history row and CONFIG_CHANGED event, and one SAS exception 3C for them all; none when
     * the store held no configuration yet, since setting the options of a new store changes none (issue 35: a
     * fresh store queued 26 x 3C). Returns how many values changed.
     */
    public int recordConfig(Map<String, String> values, String changedBy) {
        Args.requireText(changedBy, "changedBy");
        values.forEach((k, v) -> {
            Args.requireName(k, "config key");
            Objects.requireNonNull(v, "value of " + k);
        });
        synchronized (store) {
            return core.write("record the configuration", () -> {
                boolean first = ConfigRows.all(ctx).isEmpty();
                int changed = 0;
                for (Map.Entry<String, String> e : values.entrySet()) {
                    changed += ConfigRows.change(ctx, core.config, e.getKey(), e.getValue(), changedBy) ? 1 : 0;
                }
                if (changed > 0 && !first) {
                    SasQueue.raise(ctx, OPTIONS_CHANGED, 0, 0);
                }
                return changed;
            });
        }
    }
}
