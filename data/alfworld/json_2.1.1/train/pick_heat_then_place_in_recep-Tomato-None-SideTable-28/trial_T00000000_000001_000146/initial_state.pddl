(define (problem plan_trial_T00000000_000001_000146)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PanType - otype
        PepperShakerType - otype
        PotatoType - otype
        SoapBottleType - otype
        TomatoType - otype
        Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73 - object
        Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51 - object
        Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73 - object
        ButterKnife_bar__minus_00_dot_05_bar__plus_00_dot_25_bar__minus_01_dot_57 - object
        ButterKnife_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_01_dot_93 - object
        Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11 - object
        Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96 - object
        Pan_bar__plus_00_dot_05_bar__plus_00_dot_14_bar__minus_02_dot_64 - object
        Pan_bar__minus_00_dot_72_bar__plus_01_dot_35_bar__plus_02_dot_81 - object
        PepperShaker_bar__plus_02_dot_29_bar__plus_01_dot_02_bar__plus_02_dot_14 - object
        Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21 - object
        Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34 - object
        SoapBottle_bar__minus_02_dot_94_bar__plus_00_dot_21_bar__minus_02_dot_71 - object
        Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 - receptacle
        CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 - receptacle
        CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 - receptacle
        Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 - receptacle
        SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 - receptacle
        loc_bar_0_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_15_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_8_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar__minus_12_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 loc_bar__minus_4_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 loc_bar__minus_6_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 loc_bar__minus_6_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61 loc_bar__minus_6_bar__minus_6_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_01_dot_61)
        (receptacleType CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (receptacleType Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 loc_bar__minus_4_bar__minus_8_bar_1_bar_0)
        (openable Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06)
        (receptacleType SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType EggType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PanType)
        (canContain SideTableType PepperShakerType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType SoapBottleType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73)
        (cleanable Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73)
        (heatable Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73)
        (coolable Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73)
        (sliceable Tomato_bar__plus_01_dot_97_bar__plus_00_dot_99_bar__minus_02_dot_73)
        (objectType Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51)
        (cleanable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51)
        (heatable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51)
        (coolable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51)
        (sliceable Tomato_bar__minus_01_dot_94_bar__plus_00_dot_60_bar__plus_00_dot_51)
        (objectType Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (pickupable Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73)
        (cleanable Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73)
        (heatable Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73)
        (coolable Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73)
        (sliceable Tomato_bar__minus_00_dot_87_bar__plus_01_dot_30_bar__plus_00_dot_73)
        (objectType ButterKnife_bar__minus_00_dot_05_bar__plus_00_dot_25_bar__minus_01_dot_57 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_05_bar__plus_00_dot_25_bar__minus_01_dot_57 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation ButterKnife_bar__minus_00_dot_05_bar__plus_00_dot_25_bar__minus_01_dot_57 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_05_bar__plus_00_dot_25_bar__minus_01_dot_57)
        (cleanable ButterKnife_bar__minus_00_dot_05_bar__plus_00_dot_25_bar__minus_01_dot_57)
        (objectType ButterKnife_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_01_dot_93 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_01_dot_93 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation ButterKnife_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_01_dot_93 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_01_dot_93)
        (cleanable ButterKnife_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_01_dot_93)
        (objectType Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11 EggType)
        (inReceptacle Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11 SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31)
        (objectAtLocation Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (pickupable Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11)
        (cleanable Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11)
        (heatable Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11)
        (coolable Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11)
        (sliceable Egg_bar__plus_01_dot_78_bar__plus_00_dot_58_bar__minus_01_dot_11)
        (objectType Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96 EggType)
        (inReceptacle Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96 Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06)
        (objectAtLocation Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96 loc_bar__minus_4_bar__minus_8_bar_1_bar_0)
        (pickupable Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96)
        (cleanable Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96)
        (heatable Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96)
        (coolable Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96)
        (sliceable Egg_bar__plus_01_dot_80_bar__plus_01_dot_12_bar__minus_02_dot_96)
        (objectType Pan_bar__plus_00_dot_05_bar__plus_00_dot_14_bar__minus_02_dot_64 PanType)
        (inReceptacle Pan_bar__plus_00_dot_05_bar__plus_00_dot_14_bar__minus_02_dot_64 Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29)
        (objectAtLocation Pan_bar__plus_00_dot_05_bar__plus_00_dot_14_bar__minus_02_dot_64 loc_bar__minus_4_bar__minus_6_bar_1_bar_0)
        (pickupable Pan_bar__plus_00_dot_05_bar__plus_00_dot_14_bar__minus_02_dot_64)
        (cleanable Pan_bar__plus_00_dot_05_bar__plus_00_dot_14_bar__minus_02_dot_64)
        (coolable Pan_bar__plus_00_dot_05_bar__plus_00_dot_14_bar__minus_02_dot_64)
        (isReceptacleObject Pan_bar__plus_00_dot_05_bar__plus_00_dot_14_bar__minus_02_dot_64)
        (objectType Pan_bar__minus_00_dot_72_bar__plus_01_dot_35_bar__plus_02_dot_81 PanType)
        (inReceptacle Pan_bar__minus_00_dot_72_bar__plus_01_dot_35_bar__plus_02_dot_81 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation Pan_bar__minus_00_dot_72_bar__plus_01_dot_35_bar__plus_02_dot_81 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (pickupable Pan_bar__minus_00_dot_72_bar__plus_01_dot_35_bar__plus_02_dot_81)
        (cleanable Pan_bar__minus_00_dot_72_bar__plus_01_dot_35_bar__plus_02_dot_81)
        (coolable Pan_bar__minus_00_dot_72_bar__plus_01_dot_35_bar__plus_02_dot_81)
        (isReceptacleObject Pan_bar__minus_00_dot_72_bar__plus_01_dot_35_bar__plus_02_dot_81)
        (objectType PepperShaker_bar__plus_02_dot_29_bar__plus_01_dot_02_bar__plus_02_dot_14 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_29_bar__plus_01_dot_02_bar__plus_02_dot_14 SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31)
        (objectAtLocation PepperShaker_bar__plus_02_dot_29_bar__plus_01_dot_02_bar__plus_02_dot_14 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_29_bar__plus_01_dot_02_bar__plus_02_dot_14)
        (objectType Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21 SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31)
        (objectAtLocation Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (pickupable Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21)
        (cleanable Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21)
        (heatable Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21)
        (coolable Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21)
        (sliceable Potato_bar__minus_01_dot_63_bar__plus_00_dot_36_bar__minus_00_dot_21)
        (objectType Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34)
        (cleanable Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34)
        (heatable Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34)
        (coolable Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34)
        (sliceable Potato_bar__plus_00_dot_82_bar__plus_01_dot_24_bar__minus_01_dot_34)
        (objectType SoapBottle_bar__minus_02_dot_94_bar__plus_00_dot_21_bar__minus_02_dot_71 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_94_bar__plus_00_dot_21_bar__minus_02_dot_71 CounterTop_bar__minus_00_dot_33_bar__plus_00_dot_98_bar__minus_01_dot_45)
        (objectAtLocation SoapBottle_bar__minus_02_dot_94_bar__plus_00_dot_21_bar__minus_02_dot_71 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_94_bar__plus_00_dot_21_bar__minus_02_dot_71)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SideTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
