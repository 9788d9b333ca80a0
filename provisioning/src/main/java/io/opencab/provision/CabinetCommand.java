package io.opencab.provision;

import io.opencab.app.cli.CliCommand;
import io.opencab.app.config.CabinetConfig;
import picocli.CommandLine;
import picocli.CommandLine.ParentCommand;

/**
 * What the commands that change or read a provisioned cabinet's records share (export, import, set, witness): the
 * tool's clock and input, the cabinet's options (its configuration file and the PIN), and the PIN check that
 * authorizes the command (docs/deploy.md).
 */
abstract class CabinetCommand extends CliCommand {
    @ParentCommand
    ProvisionCli root;
    @CommandLine.Mixin
    CabinetOptions cabinet;

    /**
     * The role of the PIN given with --pin (else read from the terminal or standard input, asking for
     * {@code prompt}); a PIN of none of the {@code allowed} roles is refused, and so is one that opens a role only through
     * a hash the store has not sealed (docs/security.md "Technician").
     */
    final String authorize(CabinetConfig cfg, String prompt, String... allowed) {
        return Pins.require(cfg, Stores.sealedConfig(cfg), new Pins(root.in).read(cabinet.pin, prompt), allowed);
    }
}
