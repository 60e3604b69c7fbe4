(define (problem plan_trial_T00000000_000001_000116)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        PlateType - otype
        PotType - otype
        SpatulaType - otype
        Pot_bar__plus_00_dot_86_bar__plus_00_dot_11_bar__plus_01_dot_72 - object
        Pot_bar__plus_01_dot_16_bar__plus_01_dot_02_bar__minus_01_dot_28 - object
        Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87 - object
        Fork_bar__minus_01_dot_96_bar__plus_01_dot_25_bar__plus_00_dot_26 - object
        Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38 - object
        Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83 - object
        Spatula_bar__plus_02_dot_58_bar__plus_00_dot_08_bar__minus_02_dot_69 - object
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 - receptacle
        Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 - receptacle
        DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 - receptacle
        Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 - receptacle
        Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin - receptacle
        loc_bar__minus_11_bar_1_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_15_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_10_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar_1_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 loc_bar__minus_6_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27)
        (receptacleType Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__minus_02_dot_51)
        (receptacleType DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (receptacleType Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar__minus_5_bar__minus_3_bar_1_bar_30)
        (openable Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleType SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin loc_bar__minus_8_bar__minus_11_bar_1_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType CupType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CupType)
        (canContain SideTableType ForkType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PlateType)
        (canContain SideTableType PotType)
        (canContain SideTableType SpatulaType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (objectType Pot_bar__plus_00_dot_86_bar__plus_00_dot_11_bar__plus_01_dot_72 PotType)
        (inReceptacle Pot_bar__plus_00_dot_86_bar__plus_00_dot_11_bar__plus_01_dot_72 SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31)
        (objectAtLocation Pot_bar__plus_00_dot_86_bar__plus_00_dot_11_bar__plus_01_dot_72 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (pickupable Pot_bar__plus_00_dot_86_bar__plus_00_dot_11_bar__plus_01_dot_72)
        (cleanable Pot_bar__plus_00_dot_86_bar__plus_00_dot_11_bar__plus_01_dot_72)
        (coolable Pot_bar__plus_00_dot_86_bar__plus_00_dot_11_bar__plus_01_dot_72)
        (isReceptacleObject Pot_bar__plus_00_dot_86_bar__plus_00_dot_11_bar__plus_01_dot_72)
        (objectType Pot_bar__plus_01_dot_16_bar__plus_01_dot_02_bar__minus_01_dot_28 PotType)
        (inReceptacle Pot_bar__plus_01_dot_16_bar__plus_01_dot_02_bar__minus_01_dot_28 Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (objectAtLocation Pot_bar__plus_01_dot_16_bar__plus_01_dot_02_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable Pot_bar__plus_01_dot_16_bar__plus_01_dot_02_bar__minus_01_dot_28)
        (cleanable Pot_bar__plus_01_dot_16_bar__plus_01_dot_02_bar__minus_01_dot_28)
        (coolable Pot_bar__plus_01_dot_16_bar__plus_01_dot_02_bar__minus_01_dot_28)
        (isReceptacleObject Pot_bar__plus_01_dot_16_bar__plus_01_dot_02_bar__minus_01_dot_28)
        (objectType Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87 CupType)
        (inReceptacle Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87 Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27)
        (objectAtLocation Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87 loc_bar__minus_6_bar__minus_6_bar_1_bar_0)
        (pickupable Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87)
        (cleanable Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87)
        (heatable Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87)
        (coolable Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87)
        (isReceptacleObject Cup_bar__minus_01_dot_08_bar__plus_00_dot_11_bar__plus_02_dot_87)
        (objectType Fork_bar__minus_01_dot_96_bar__plus_01_dot_25_bar__plus_00_dot_26 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_96_bar__plus_01_dot_25_bar__plus_00_dot_26 SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31)
        (objectAtLocation Fork_bar__minus_01_dot_96_bar__plus_01_dot_25_bar__plus_00_dot_26 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (pickupable Fork_bar__minus_01_dot_96_bar__plus_01_dot_25_bar__plus_00_dot_26)
        (cleanable Fork_bar__minus_01_dot_96_bar__plus_01_dot_25_bar__plus_00_dot_26)
        (objectType Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38 Fridge_bar__minus_00_dot_31_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (objectAtLocation Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38 loc_bar__minus_5_bar__minus_3_bar_1_bar_30)
        (pickupable Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38)
        (cleanable Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38)
        (heatable Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38)
        (coolable Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38)
        (isReceptacleObject Plate_bar__plus_01_dot_85_bar__plus_01_dot_12_bar__minus_01_dot_38)
        (objectType Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83 Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (objectAtLocation Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83)
        (cleanable Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83)
        (heatable Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83)
        (coolable Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83)
        (isReceptacleObject Plate_bar__minus_01_dot_40_bar__plus_00_dot_63_bar__minus_02_dot_83)
        (objectType Spatula_bar__plus_02_dot_58_bar__plus_00_dot_08_bar__minus_02_dot_69 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_58_bar__plus_00_dot_08_bar__minus_02_dot_69 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (objectAtLocation Spatula_bar__plus_02_dot_58_bar__plus_00_dot_08_bar__minus_02_dot_69 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (pickupable Spatula_bar__plus_02_dot_58_bar__plus_00_dot_08_bar__minus_02_dot_69)
        (cleanable Spatula_bar__plus_02_dot_58_bar__plus_00_dot_08_bar__minus_02_dot_69)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
