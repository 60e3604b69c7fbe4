(define (problem plan_trial_T00000000_000001_000185)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BookType - otype
        ButterKnifeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        LettuceType - otype
        PlateType - otype
        PotType - otype
        SaltShakerType - otype
        SpatulaType - otype
        Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65 - object
        Book_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_02_dot_58 - object
        Book_bar__minus_01_dot_74_bar__plus_00_dot_81_bar__plus_02_dot_07 - object
        Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79 - object
        Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37 - object
        Fork_bar__plus_02_dot_63_bar__plus_00_dot_44_bar__plus_02_dot_77 - object
        Fork_bar__plus_00_dot_62_bar__plus_00_dot_61_bar__plus_02_dot_52 - object
        Lettuce_bar__minus_00_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_30 - object
        Pot_bar__plus_02_dot_71_bar__plus_01_dot_14_bar__plus_00_dot_24 - object
        Pot_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_01_dot_25 - object
        SaltShaker_bar__plus_01_dot_21_bar__plus_00_dot_27_bar__minus_02_dot_00 - object
        Spatula_bar__minus_00_dot_56_bar__plus_01_dot_40_bar__plus_02_dot_68 - object
        Spatula_bar__plus_02_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_80 - object
        Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 - receptacle
        Cabinet_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 - receptacle
        DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 - receptacle
        Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 - receptacle
        Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 - receptacle
        Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin - receptacle
        loc_bar_0_bar_5_bar_0_bar_0 - location
        loc_bar_0_bar__minus_3_bar_2_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar__minus_11_bar_8_bar_0_bar_30 - location
        loc_bar__minus_11_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_12_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54 loc_bar_4_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (receptacleType Cabinet_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_01_dot_24 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87 loc_bar__minus_12_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__minus_02_dot_22_bar__plus_00_dot_37_bar__minus_01_dot_87)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40)
        (receptacleType Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18 loc_bar_0_bar_5_bar_0_bar_0)
        (openable Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (receptacleType Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin loc_bar_0_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType BookType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (objectType Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65 PlateType)
        (inReceptacle Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65 Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (objectAtLocation Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65)
        (cleanable Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65)
        (heatable Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65)
        (coolable Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65)
        (isReceptacleObject Plate_bar__plus_02_dot_84_bar__plus_00_dot_82_bar__minus_00_dot_65)
        (objectType Book_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_02_dot_58 BookType)
        (inReceptacle Book_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_02_dot_58 Cabinet_bar__plus_00_dot_85_bar__plus_02_dot_26_bar__minus_01_dot_54)
        (objectAtLocation Book_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_02_dot_58 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Book_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_02_dot_58)
        (objectType Book_bar__minus_01_dot_74_bar__plus_00_dot_81_bar__plus_02_dot_07 BookType)
        (inReceptacle Book_bar__minus_01_dot_74_bar__plus_00_dot_81_bar__plus_02_dot_07 DiningTable_bar__minus_02_dot_66_bar__plus_00_dot_83_bar__plus_03_dot_21)
        (objectAtLocation Book_bar__minus_01_dot_74_bar__plus_00_dot_81_bar__plus_02_dot_07 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Book_bar__minus_01_dot_74_bar__plus_00_dot_81_bar__plus_02_dot_07)
        (objectType Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79 EggType)
        (inReceptacle Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79 Sink_bar__plus_00_dot_02_bar__plus_00_dot_77_bar__minus_01_dot_71_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (pickupable Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79)
        (cleanable Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79)
        (heatable Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79)
        (coolable Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79)
        (sliceable Egg_bar__minus_00_dot_95_bar__plus_00_dot_87_bar__minus_01_dot_79)
        (objectType Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37 EggType)
        (inReceptacle Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (pickupable Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37)
        (cleanable Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37)
        (heatable Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37)
        (coolable Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37)
        (sliceable Egg_bar__minus_01_dot_45_bar__plus_00_dot_40_bar__minus_00_dot_37)
        (objectType Fork_bar__plus_02_dot_63_bar__plus_00_dot_44_bar__plus_02_dot_77 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_63_bar__plus_00_dot_44_bar__plus_02_dot_77 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Fork_bar__plus_02_dot_63_bar__plus_00_dot_44_bar__plus_02_dot_77 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (pickupable Fork_bar__plus_02_dot_63_bar__plus_00_dot_44_bar__plus_02_dot_77)
        (cleanable Fork_bar__plus_02_dot_63_bar__plus_00_dot_44_bar__plus_02_dot_77)
        (objectType Fork_bar__plus_00_dot_62_bar__plus_00_dot_61_bar__plus_02_dot_52 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_62_bar__plus_00_dot_61_bar__plus_02_dot_52 Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40)
        (objectAtLocation Fork_bar__plus_00_dot_62_bar__plus_00_dot_61_bar__plus_02_dot_52 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Fork_bar__plus_00_dot_62_bar__plus_00_dot_61_bar__plus_02_dot_52)
        (cleanable Fork_bar__plus_00_dot_62_bar__plus_00_dot_61_bar__plus_02_dot_52)
        (objectType Lettuce_bar__minus_00_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_30 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_30 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Lettuce_bar__minus_00_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_30 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_30)
        (cleanable Lettuce_bar__minus_00_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_30)
        (coolable Lettuce_bar__minus_00_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_30)
        (sliceable Lettuce_bar__minus_00_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_30)
        (objectType Pot_bar__plus_02_dot_71_bar__plus_01_dot_14_bar__plus_00_dot_24 PotType)
        (inReceptacle Pot_bar__plus_02_dot_71_bar__plus_01_dot_14_bar__plus_00_dot_24 Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation Pot_bar__plus_02_dot_71_bar__plus_01_dot_14_bar__plus_00_dot_24 loc_bar_4_bar__minus_3_bar_2_bar__minus_30)
        (pickupable Pot_bar__plus_02_dot_71_bar__plus_01_dot_14_bar__plus_00_dot_24)
        (cleanable Pot_bar__plus_02_dot_71_bar__plus_01_dot_14_bar__plus_00_dot_24)
        (coolable Pot_bar__plus_02_dot_71_bar__plus_01_dot_14_bar__plus_00_dot_24)
        (isReceptacleObject Pot_bar__plus_02_dot_71_bar__plus_01_dot_14_bar__plus_00_dot_24)
        (objectType Pot_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_01_dot_25 PotType)
        (inReceptacle Pot_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_01_dot_25 Fridge_bar__minus_00_dot_04_bar__plus_00_dot_00_bar__plus_02_dot_18)
        (objectAtLocation Pot_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_01_dot_25 loc_bar_0_bar_5_bar_0_bar_0)
        (pickupable Pot_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_01_dot_25)
        (cleanable Pot_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_01_dot_25)
        (coolable Pot_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_01_dot_25)
        (isReceptacleObject Pot_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_01_dot_25)
        (objectType SaltShaker_bar__plus_01_dot_21_bar__plus_00_dot_27_bar__minus_02_dot_00 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_21_bar__plus_00_dot_27_bar__minus_02_dot_00 Cabinet_bar__plus_00_dot_52_bar__plus_02_dot_01_bar__minus_01_dot_54)
        (objectAtLocation SaltShaker_bar__plus_01_dot_21_bar__plus_00_dot_27_bar__minus_02_dot_00 loc_bar_4_bar__minus_3_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__plus_01_dot_21_bar__plus_00_dot_27_bar__minus_02_dot_00)
        (objectType Spatula_bar__minus_00_dot_56_bar__plus_01_dot_40_bar__plus_02_dot_68 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_56_bar__plus_01_dot_40_bar__plus_02_dot_68 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (objectAtLocation Spatula_bar__minus_00_dot_56_bar__plus_01_dot_40_bar__plus_02_dot_68 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (pickupable Spatula_bar__minus_00_dot_56_bar__plus_01_dot_40_bar__plus_02_dot_68)
        (cleanable Spatula_bar__minus_00_dot_56_bar__plus_01_dot_40_bar__plus_02_dot_68)
        (objectType Spatula_bar__plus_02_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_80 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_80 Drawer_bar__plus_00_dot_60_bar__plus_00_dot_68_bar__minus_01_dot_40)
        (objectAtLocation Spatula_bar__plus_02_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_80 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Spatula_bar__plus_02_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_80)
        (cleanable Spatula_bar__plus_02_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_80)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
