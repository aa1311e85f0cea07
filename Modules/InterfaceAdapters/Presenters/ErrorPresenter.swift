import UseCases

/// Turns any error into a message for standard error and a meaningful exit code.
public enum ErrorPresenter {
  /// The outcome reporting `error`; unknown errors are bugs and exit 70.
  public static func outcome(for error: any Error) -> CommandOutcome {
    let (message, code) = describe(error)
    var text = "wellplate: error: \(message)\n"
    // One hint, in the quotes every other message uses, and none when the message has one.
    if let usage = error as? UsageError, !message.contains("`wellplate help") {
      let hint = usage.command.map { "wellplate help \($0)" } ?? "wellplate help"
      text += "Run `\(hint)` for usage.\n"
    }
    return CommandOutcome(standardError: text, exitCode: code)
  }

  /// The message and exit code for `error`.
  public static func describe(_ error: any Error) -> (message: String, code: ExitCode) {
    let (message, failure) = classify(error)
    return (message, failure.exitCode)
  }

  /// The message and failure class for `error`: the one table the command line's exit codes
  /// and the API's HTTP statuses are both read from.
  public static func classify(_ error: any Error) -> (message: String, failure: FailureClass) {
    switch error {
    case let error as UsageError:
      (error.message, .badRequest)
    case let error as SettingsError:
      (error.description, .badRequest)
    case let error as DriverUnavailableError:
      (error.description, .storeUnavailable)
    case let error as InputFileError:
      (error.description, .unreadableInput)
    case let error as UnsupportedPhotoError:
      (error.description, .unsupportedMediaType)
    case let error as APIRequestError:
      (error.message, error.failure)
    case let error as ImportFileError:
      (error.description, .unprocessable)
    case let error as ImportHistoryError:
      switch error {
      case .invalidEntries, .conflicts: (error.description, .unprocessable)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as AnalyzeFoodError:
      (error.description, failure(of: error))
    case let error as FetchHistoryError:
      (error.description, failure(of: error))
    case let error as FetchMealEntryError:
      switch error {
      case .notFound: (error.description, .notFound)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as ExportHistoryError:
      switch error {
      case .invalidRange: (error.description, .badRequest)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as DeleteMealEntryError:
      switch error {
      case .notFound: (error.description, .notFound)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as LogKnownNutritionError:
      switch error {
      case .timeOutOfRange: (error.description, .badRequest)
      case .emptyDescription, .descriptionTooLong, .implausibleNutrition:
        (error.description, .unprocessable)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as EditMealEntryError:
      (error.description, failure(of: error))
    case let error as RelogMealError:
      (error.description, failure(of: error))
    case let error as AuthenticateCallerError:
      switch error {
      case .missingToken, .unrecognizedToken: (error.description, .unauthenticated)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as MealHistoryError:
      (error.description, failure(of: error))
    case let error as FoodAnalysisError:
      (error.description, failure(of: error))
    case let error as SummarizeDaysError:
      (error.description, failure(of: error))
    case let error as AddPersonalFoodError:
      switch error {
      case .invalidFood, .nameTaken: (error.description, .unprocessable)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as AddRecipeError:
      switch error {
      case .invalidRecipe, .ingredientsTooLong, .unmatchedIngredients, .nameTaken:
        (error.description, .unprocessable)
      case .analysisFailed(let cause): (error.description, failure(of: cause))
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as ListPersonalFoodsError:
      switch error {
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as ShowPersonalFoodError:
      switch error {
      // An unknown name is the same mistake as an unknown id for `delete`, with the same code.
      case .notFound: (error.description, .notFound)
      case .wrongKind: (error.description, .unprocessable)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as RemovePersonalFoodError:
      switch error {
      case .notFound: (error.description, .notFound)
      case .wrongKind: (error.description, .unprocessable)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as ConfigurationFileError:
      (error.description, .badRequest)
    case let error as IssueAccessTokenError:
      switch error {
      case .invalidProfile, .invalidLabel: (error.description, .badRequest)
      case .noFreeID: (error.description, .internalError)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as ListAccessTokensError:
      switch error {
      case .invalidProfile: (error.description, .badRequest)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    case let error as RevokeAccessTokenError:
      switch error {
      // An unknown id is the same mistake as for `delete`, with the same code.
      case .notFound: (error.description, .notFound)
      case .storageFailed(let cause): (error.description, failure(of: cause))
      }
    default:
      ("unexpected failure: \(error)", .internalError)
    }
  }

  static func failure(of error: AnalyzeFoodError) -> FailureClass {
    switch error {
    case .emptyInput, .descriptionTooLong, .implausibleNutrition: .unprocessable
    case .photoTooLarge: .tooLarge
    case .timeOutOfRange: .badRequest
    case .analysisFailed(let cause): failure(of: cause)
    case .storageFailed(let cause): failure(of: cause)
    }
  }

  static func failure(of error: EditMealEntryError) -> FailureClass {
    switch error {
    case .nothingToChange, .timeOutOfRange: .badRequest
    // An unknown id is the same mistake as for `delete`, with the same code.
    case .notFound: .notFound
    case .emptyDescription, .descriptionTooLong, .implausibleNutrition: .unprocessable
    case .analysisFailed(let cause): failure(of: cause)
    case .storageFailed(let cause): failure(of: cause)
    }
  }

  static func failure(of error: RelogMealError) -> FailureClass {
    switch error {
    // An unknown id is the same mistake as for `delete`, with the same code.
    case .notFound: .notFound
    case .nothingToCopy, .noMealOfType: .unprocessable
    case .timeOutOfRange: .badRequest
    case .storageFailed(let cause), .partlyCopied(_, _, let cause): failure(of: cause)
    }
  }

  static func failure(of error: FetchHistoryError) -> FailureClass {
    switch error {
    case .invalidLimit, .invalidRange: .badRequest
    case .storageFailed(let cause): failure(of: cause)
    }
  }

  static func failure(of error: SummarizeDaysError) -> FailureClass {
    switch error {
    case .invalidDays, .invalidGoal, .duplicateGoal: .badRequest
    case .storageFailed(let cause): failure(of: cause)
    }
  }

  static func failure(of error: FoodAnalysisError) -> FailureClass {
    switch error {
    case .nothingRecognized, .rejectedInput, .unsupportedInput: .unprocessable
    case .unusableReply: .analyzerReplyUnusable
    case .misconfigured: .analyzerMisconfigured
    case .serviceUnavailable, .notAuthorized: .analyzerFailed
    case .timedOut: .analyzerTimedOut
    }
  }

  static func failure(of error: MealHistoryError) -> FailureClass {
    switch error {
    case .storageFailed: .storeFailed
    case .unavailable: .storeUnavailable
    }
  }
}
