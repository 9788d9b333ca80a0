package io.opencab.app.cabinet.startup;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.devices.CabinetClock;
import io.opencab.app.cabinet.round.GameLibrary;
import io.opencab.app.cabinet.tickets.HostValidation;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.verify.ManifestVerifier;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.LiveRng;
import io.opencab.hal.Devices;
import io.opencab.hal.Hal;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.meters.MeterStore;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Objects;

/**
 * What a cabinet is built from (constructor injection: no statics, no singletons).
 *
 * @param config     the validated configuration
 * @param configFile where it came from (technician changes are written there), or null for the built-in one
 * @param games      the games and their JSON form
 * @param rng        the live RNG (a {@link LiveRng} is cycled in the background between games)
 * @param clock      time for events and the journal
 * @param verifier   software verification at boot
 * @param devices    opens the devices with the cabinet's escrow ledger
 * @param hostValidation the casino system's ticket validation (SAS LP 4C, docs/tito.md); {@link #NO_HOST}
 *                   without one: no ticket is printed, cash-outs are hand-paid
 */
public record CabinetSetup(CabinetConfig config, Path configFile, GameLibrary games, GameRng rng, Clock clock,
                           SoftwareVerifier verifier, DeviceOpener devices, HostValidation hostValidation) {

    /** No host has set up ticket validation. */
    public static final HostValidation NO_HOST = new HostValidation() {
        @Override
        public java.util.Optional<Seed> seed() {
            return java.util.Optional.empty();
        }

        @Override
        public void used(int sequence) {
            throw new AppException("no host validation: ticket sequence " + sequence + " cannot have been used");
        }
    };

    public CabinetSetup(CabinetConfig config, Path configFile, GameLibrary games, GameRng rng, Clock clock,
            SoftwareVerifier verifier, DeviceOpener devices) {
        this(config, configFile, games, rng, clock, verifier, devices, NO_HOST);
    }

    /** Opens the devices; the bill validator credits through {@code ledger}. */
    @FunctionalInterface
    public interface DeviceOpener {
        Devices open(EscrowLedger ledger, Clock clock);
    }

    public CabinetSetup {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(games, "games");
        Objects.requireNonNull(rng, "rng");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(verifier, "verifier");
        Objects.requireNonNull(devices, "devices");
        Objects.requireNonNull(hostValidation, "hostValidation");
    }

    /**
     * The production cabinet: every catalog game, a live RNG from SecureRandom, the system clock (a {@link
     * CabinetClock}, which LP 7F can set),
     * hal's devices, and the check of the code this JVM runs (regulations.md 1.8; whatever the
     * launcher passes: {@link ManifestVerifier}).
     */
    public static CabinetSetup of(CabinetConfig config, Path configFile) {
        return new CabinetSetup(config, configFile, GameLibrary.standard(), LiveRng.create(), CabinetClock.system(),
            ManifestVerifier.forThisJvm(config, List.of(CabinetSetup.class, GameCatalog.class, MeterStore.class,
                Hal.class)), (ledger, clock) -> Hal.open(config.hal(), ledger, clock));
    }

    public CabinetSetup withRng(GameRng r) {
        return new CabinetSetup(config, configFile, games, r, clock, verifier, devices, hostValidation);
    }

    public CabinetSetup withClock(Clock c) {
        return new CabinetSetup(config, configFile, games, rng, c, verifier, devices, hostValidation);
    }

    public CabinetSetup withVerifier(SoftwareVerifier v) {
        return new CabinetSetup(config, configFile, games, rng, clock, v, devices, hostValidation);
    }

    public CabinetSetup withHostValidation(HostValidation h) {
        return new CabinetSetup(config, configFile, games, rng, clock, verifier, devices, h);
    }
}
