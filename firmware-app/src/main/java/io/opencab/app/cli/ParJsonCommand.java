package io.opencab.app.cli;

import io.opencab.app.AppException;
import io.opencab.app.config.IoReason;
import io.opencab.app.json.ParJson;
import io.opencab.engine.game.GameCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cabinet par-json}: a game's weights and tables as JSON (docs/par/&lt;game&gt;.json; docs/outcome-format.md). */
@Command(name = "par-json", mixinStandardHelpOptions = true,
        description = "Prints a game's math (weights, pays, probabilities) as machine-readable JSON, as published"
            + " beside its PAR sheet in docs/par/.")
final class ParJsonCommand extends CliCommand {
    @Option(names = "--game", required = true, description = "Game id: ${COMPLETION-CANDIDATES}",
            completionCandidates = SimulateCommand.GameIds.class)
    String game;

    @Option(names = "--out", paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    Path file;

    @Override
    public Integer call() {
        if (!GameCatalog.standard().ids().contains(game)) {
            throw badArgument("--game: no game " + game + " (games: "
                + GameCatalog.standard().ids() + ")");
        }
        if (file != null && file.toString().isEmpty()) {
            // Path.of("") is the working directory: the JDK answered "Is a directory".
            throw badArgument("--out: the path is empty; name the file to write (or leave --out out for standard"
                + " output)");
        }
        String json = new ParJson().toJson(game);
        if (file == null) {
            out().print(json);
            out().flush();
            return 0;
        }
        try {
            Files.writeString(file, json, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AppException("cannot write " + file + ": " + IoReason.of(e), e);
        }
        return 0;
    }
}
