package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.config.ConfigKey;
import io.opencab.meters.BonusAwards;
import io.opencab.meters.MeterStore;
import io.opencab.sas.LongPollTable;
import io.opencab.sas.aft.AftView;
import io.opencab.sas.bonus.LegacyBonusPolls;
import io.opencab.sas.bonus.LegacyBonusPort;
import java.util.Map;

/**
 * Legacy bonusing on the cabinet (docs/aft.md "LP 8A: legacy bonus"): the {@link LegacyBonusPort} of LP 8A and 9A. An
 * award is applied on the cabinet thread ({@code BonusHost}); the view the polls answer from is rebuilt with every SAS
 * snapshot.
 */
final class BonusService implements LegacyBonusPort {
    private static final System.Logger LOG = System.getLogger("io.opencab.sas");
    private final Cabinet cabinet;
    private final LinkMailbox mailbox;
    private volatile View view;

    private BonusService(Cabinet cabinet, LinkMailbox mailbox) {
        this.cabinet = cabinet;
        this.mailbox = mailbox;
    }

    /** {@code sas.bonus.enabled}: bonuses are taken (AFT types 10, 11 and LP 8A). */
    static boolean enabled(Map<String, String> values) {
        String v = values.get(ConfigKey.SAS_BONUS_ENABLED.key());
        return (Boolean) ConfigKey.SAS_BONUS_ENABLED.parse(v == null || v.isEmpty() ? "false" : v);
    }

    /** Registers LP 8A and 9A on {@code table} and publishes the first view; null when bonusing is not enabled. */
    static BonusService attach(Cabinet cabinet, LinkMailbox mailbox, LongPollTable table) {
        if (!enabled(cabinet.config().values())) {
            return null;
        }
        BonusService b = new BonusService(cabinet, mailbox);
        b.refresh(cabinet.state());
        new LegacyBonusPolls(() -> b.view, b).register(table);
        return b;
    }

    /** Builds the first view from a read of its own; then {@link SasService} reads it with each snapshot. */
    void refresh(CabinetState st) {
        publish(cabinet.withStore(s -> read(s, st)));
    }

    /** The view from {@code s}, read under the store's lock together with the SAS snapshot's own read. */
    View read(MeterStore s, CabinetState st) {
        long[] legacy = BonusAwards.legacyMeters(s.meters());
        return new View(AftService.availability(st) == AftView.Availability.READY, legacy[0], legacy[1], legacy[2]);
    }

    void publish(View v) {
        view = v;
    }

    @Override
    public void award(long credits, int taxStatus) {
        cabinet.bonusHost().legacy(credits, taxStatus, l -> {
            mailbox.task(() -> LOG.log(System.Logger.Level.INFO, "SAS host: legacy bonus of " + credits
                + " credits, tax status " + taxStatus + (l.applied() ? "" : ": not applied, the cabinet was busy")));
            mailbox.wake();
        });
    }
}
