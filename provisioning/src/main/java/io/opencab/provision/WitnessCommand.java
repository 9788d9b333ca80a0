package io.opencab.provision;

import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.meters.UnopenedStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code provision witness}: the meter store's chain and its witness side by side with the verdict
 * (docs/meters.md "Witness"). After a WITNESS lockup the technician decides: {@code --reseal}
 * accepts the store as it is (logged as WITNESS_RESEALED with both records), {@code --ram-clear}
 * clears critical memory. Both need the technician PIN and a reason; the report alone changes nothing.
 */
@Command(name = "witness", mixinStandardHelpOptions = true,
        description = {"Prints the meter store's chain and its witness side by side, and whether they agree.",
            "After a witness lockup: --reseal --reason TEXT accepts the store as it is (logged), or --ram-clear --reason"
                + " TEXT clears critical memory (logged; the old files are kept). Both need the technician PIN and a"
                + " stopped cabinet."})
final class WitnessCommand extends CabinetCommand {
    @Option(names = "--reseal", description = "Accept the store as it is and re-seal its witness (technician PIN).")
    boolean reseal;
    @Option(names = "--ram-clear", description = "RAM-clear the store (technician PIN).")
    boolean ramClear;
    @Option(names = "--reason", paramLabel = "TEXT", description = "Why (logged with --reseal or --ram-clear).")
    String reason;

    @Override
    public Integer call() {
        // Every argument before any work: a report printed and then a refusal reads as if something was done.
        if (reseal && ramClear) {
            throw badArgument("give --reseal or --ram-clear, not both");
        }
        if ((reseal || ramClear) && (reason == null || reason.isBlank())) {
            throw badArgument("--reseal and --ram-clear need --reason TEXT (it is logged)");
        }
        if (!reseal && !ramClear && reason != null) {
            throw badArgument("--reason is logged with --reseal or --ram-clear; the report alone takes none");
        }
        if (!reseal && !ramClear && cabinet.pin != null) {
            throw badArgument("--pin authorizes --reseal or --ram-clear; the report alone needs none");
        }
        if (reason != null && OneLine.hasControl(reason)) {
            throw badArgument("--reason is one line of text, got " + OneLine.quoted(reason));
        }
        CabinetConfig cfg = CabinetConfig.load(cabinet.config, GameCatalog.standard());
        String report;
        try {
            report = UnopenedStore.witnessReport(cfg.storePath(), Stores.storeConfig(cfg));
        } catch (MeterException e) {
            throw new ProvisionException("cannot read the meter store " + cfg.storePath() + ": " + e.getMessage(), e);
        }
        out().print(report);
        if (!reseal && !ramClear) {
            return 0;
        }
        String role = authorize(cfg, "technician PIN", "technician");
        String by = "provision witness (" + role + ")";
        try (MeterStore s = reseal
            ? MeterStore.resealWitness(cfg.storePath(), Stores.storeConfig(cfg), root.clock, by, reason)
            : MeterStore.ramClear(cfg.storePath(), Stores.storeConfig(cfg), root.clock, by, reason)) {
            out().println((reseal ? "witness re-sealed to the store as it is" : "critical memory RAM-cleared")
                + "; logged in the store's events (store " + s.storeId() + ", witness " + s.witnessPath() + ")");
        } catch (MeterException e) {
            throw new ProvisionException((reseal ? "cannot re-seal: " : "cannot RAM-clear: ") + e.getMessage(), e);
        }
        return 0;
    }
}
