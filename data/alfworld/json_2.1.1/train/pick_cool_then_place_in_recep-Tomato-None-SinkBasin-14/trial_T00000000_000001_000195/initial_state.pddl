(define (problem plan_trial_T00000000_000001_000195)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        LadleType - otype
        PlateType - otype
        TomatoType - otype
        Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81 - object
        Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37 - object
        Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33 - object
        Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33 - object
        Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04 - object
        Bowl_bar__minus_00_dot_28_bar__plus_01_dot_12_bar__plus_01_dot_74 - object
        DishSponge_bar__minus_02_dot_01_bar__plus_00_dot_84_bar__minus_02_dot_33 - object
        DishSponge_bar__minus_01_dot_21_bar__plus_00_dot_55_bar__plus_00_dot_63 - object
        Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46 - object
        Ladle_bar__minus_00_dot_69_bar__plus_00_dot_73_bar__plus_02_dot_23 - object
        Ladle_bar__minus_00_dot_25_bar__plus_00_dot_27_bar__plus_00_dot_57 - object
        Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09 - object
        Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33 - object
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 - receptacle
        Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 - receptacle
        Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 - receptacle
        Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        loc_bar_10_bar_4_bar_0_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar__minus_30 - location
        loc_bar_4_bar_0_bar_1_bar__minus_30 - location
        loc_bar_4_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_0 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_10_bar_4_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 loc_bar_4_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 loc_bar_4_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 loc_bar_4_bar_1_bar_0_bar_30)
        (receptacleType Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (openable Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (receptacleType Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (receptacleType Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin loc_bar_4_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81)
        (cleanable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81)
        (heatable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81)
        (coolable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81)
        (sliceable Tomato_bar__minus_02_dot_63_bar__plus_00_dot_66_bar__plus_01_dot_81)
        (objectType Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37 Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (objectAtLocation Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (pickupable Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37)
        (cleanable Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37)
        (heatable Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37)
        (coolable Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37)
        (sliceable Tomato_bar__minus_02_dot_15_bar__plus_00_dot_84_bar__minus_00_dot_37)
        (objectType Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33 Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (objectAtLocation Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33)
        (cleanable Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33)
        (heatable Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33)
        (coolable Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33)
        (sliceable Tomato_bar__minus_00_dot_11_bar__plus_01_dot_08_bar__plus_00_dot_33)
        (objectType Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33)
        (cleanable Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33)
        (heatable Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33)
        (coolable Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33)
        (sliceable Apple_bar__minus_00_dot_58_bar__plus_00_dot_07_bar__plus_00_dot_33)
        (objectType Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04 Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (objectAtLocation Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (pickupable Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04)
        (cleanable Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04)
        (heatable Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04)
        (coolable Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04)
        (sliceable Apple_bar__minus_01_dot_18_bar__plus_00_dot_49_bar__plus_01_dot_04)
        (objectType Bowl_bar__minus_00_dot_28_bar__plus_01_dot_12_bar__plus_01_dot_74 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_28_bar__plus_01_dot_12_bar__plus_01_dot_74 Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (objectAtLocation Bowl_bar__minus_00_dot_28_bar__plus_01_dot_12_bar__plus_01_dot_74 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Bowl_bar__minus_00_dot_28_bar__plus_01_dot_12_bar__plus_01_dot_74)
        (cleanable Bowl_bar__minus_00_dot_28_bar__plus_01_dot_12_bar__plus_01_dot_74)
        (coolable Bowl_bar__minus_00_dot_28_bar__plus_01_dot_12_bar__plus_01_dot_74)
        (isReceptacleObject Bowl_bar__minus_00_dot_28_bar__plus_01_dot_12_bar__plus_01_dot_74)
        (objectType DishSponge_bar__minus_02_dot_01_bar__plus_00_dot_84_bar__minus_02_dot_33 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_01_bar__plus_00_dot_84_bar__minus_02_dot_33 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (objectAtLocation DishSponge_bar__minus_02_dot_01_bar__plus_00_dot_84_bar__minus_02_dot_33 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (pickupable DishSponge_bar__minus_02_dot_01_bar__plus_00_dot_84_bar__minus_02_dot_33)
        (cleanable DishSponge_bar__minus_02_dot_01_bar__plus_00_dot_84_bar__minus_02_dot_33)
        (objectType DishSponge_bar__minus_01_dot_21_bar__plus_00_dot_55_bar__plus_00_dot_63 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_21_bar__plus_00_dot_55_bar__plus_00_dot_63 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19)
        (objectAtLocation DishSponge_bar__minus_01_dot_21_bar__plus_00_dot_55_bar__plus_00_dot_63 loc_bar_4_bar_0_bar_1_bar__minus_30)
        (pickupable DishSponge_bar__minus_01_dot_21_bar__plus_00_dot_55_bar__plus_00_dot_63)
        (cleanable DishSponge_bar__minus_01_dot_21_bar__plus_00_dot_55_bar__plus_00_dot_63)
        (objectType Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46 EggType)
        (inReceptacle Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46 Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (objectAtLocation Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46)
        (cleanable Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46)
        (heatable Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46)
        (coolable Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46)
        (sliceable Egg_bar__minus_00_dot_66_bar__plus_00_dot_34_bar__minus_02_dot_46)
        (objectType Ladle_bar__minus_00_dot_69_bar__plus_00_dot_73_bar__plus_02_dot_23 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_69_bar__plus_00_dot_73_bar__plus_02_dot_23 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Ladle_bar__minus_00_dot_69_bar__plus_00_dot_73_bar__plus_02_dot_23 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Ladle_bar__minus_00_dot_69_bar__plus_00_dot_73_bar__plus_02_dot_23)
        (cleanable Ladle_bar__minus_00_dot_69_bar__plus_00_dot_73_bar__plus_02_dot_23)
        (objectType Ladle_bar__minus_00_dot_25_bar__plus_00_dot_27_bar__plus_00_dot_57 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_25_bar__plus_00_dot_27_bar__plus_00_dot_57 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (objectAtLocation Ladle_bar__minus_00_dot_25_bar__plus_00_dot_27_bar__plus_00_dot_57 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (pickupable Ladle_bar__minus_00_dot_25_bar__plus_00_dot_27_bar__plus_00_dot_57)
        (cleanable Ladle_bar__minus_00_dot_25_bar__plus_00_dot_27_bar__plus_00_dot_57)
        (objectType Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09 Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (objectAtLocation Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09)
        (cleanable Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09)
        (heatable Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09)
        (coolable Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09)
        (isReceptacleObject Plate_bar__plus_01_dot_07_bar__plus_00_dot_32_bar__plus_01_dot_09)
        (objectType Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33 PlateType)
        (inReceptacle Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33 Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (objectAtLocation Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (pickupable Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33)
        (cleanable Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33)
        (heatable Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33)
        (coolable Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33)
        (isReceptacleObject Plate_bar__plus_02_dot_22_bar__plus_00_dot_53_bar__plus_02_dot_33)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
