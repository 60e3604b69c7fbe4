(define (problem plan_trial_T00000000_000001_000126)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PencilType - otype
        PlateType - otype
        PotatoType - otype
        SaltShakerType - otype
        Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22 - object
        Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42 - object
        Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68 - object
        ButterKnife_bar__plus_02_dot_08_bar__plus_00_dot_40_bar__minus_02_dot_51 - object
        ButterKnife_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_02_dot_83 - object
        Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08 - object
        Pencil_bar__minus_00_dot_51_bar__plus_00_dot_31_bar__plus_02_dot_75 - object
        Pencil_bar__plus_00_dot_98_bar__plus_00_dot_43_bar__plus_01_dot_59 - object
        Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07 - object
        Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42 - object
        SaltShaker_bar__minus_01_dot_97_bar__plus_01_dot_05_bar__minus_01_dot_64 - object
        SaltShaker_bar__plus_01_dot_27_bar__plus_01_dot_19_bar__minus_00_dot_71 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 - receptacle
        Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 - receptacle
        Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 - receptacle
        Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 - receptacle
        Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar_12_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_7_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_9_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_4_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 loc_bar__minus_6_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (receptacleType Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_7_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (receptacleType DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (receptacleType Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (openable Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (receptacleType Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (receptacleType Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (objectType Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22 Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (objectAtLocation Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (pickupable Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22)
        (cleanable Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22)
        (heatable Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22)
        (coolable Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22)
        (sliceable Potato_bar__minus_01_dot_63_bar__plus_00_dot_86_bar__minus_00_dot_22)
        (objectType Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42 Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (objectAtLocation Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (pickupable Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42)
        (cleanable Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42)
        (heatable Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42)
        (coolable Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42)
        (sliceable Potato_bar__minus_01_dot_66_bar__plus_00_dot_42_bar__minus_00_dot_42)
        (objectType Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68)
        (cleanable Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68)
        (heatable Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68)
        (coolable Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68)
        (sliceable Apple_bar__plus_02_dot_54_bar__plus_00_dot_85_bar__plus_00_dot_68)
        (objectType ButterKnife_bar__plus_02_dot_08_bar__plus_00_dot_40_bar__minus_02_dot_51 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_08_bar__plus_00_dot_40_bar__minus_02_dot_51 Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (objectAtLocation ButterKnife_bar__plus_02_dot_08_bar__plus_00_dot_40_bar__minus_02_dot_51 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_08_bar__plus_00_dot_40_bar__minus_02_dot_51)
        (cleanable ButterKnife_bar__plus_02_dot_08_bar__plus_00_dot_40_bar__minus_02_dot_51)
        (objectType ButterKnife_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_02_dot_83 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_02_dot_83 Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_02_dot_83 loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_02_dot_83)
        (cleanable ButterKnife_bar__minus_00_dot_58_bar__plus_00_dot_36_bar__minus_02_dot_83)
        (objectType Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08 EggType)
        (inReceptacle Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08 Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (objectAtLocation Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (pickupable Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08)
        (cleanable Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08)
        (heatable Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08)
        (coolable Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08)
        (sliceable Egg_bar__plus_00_dot_65_bar__plus_00_dot_47_bar__minus_01_dot_08)
        (objectType Pencil_bar__minus_00_dot_51_bar__plus_00_dot_31_bar__plus_02_dot_75 PencilType)
        (inReceptacle Pencil_bar__minus_00_dot_51_bar__plus_00_dot_31_bar__plus_02_dot_75 Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (objectAtLocation Pencil_bar__minus_00_dot_51_bar__plus_00_dot_31_bar__plus_02_dot_75 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (pickupable Pencil_bar__minus_00_dot_51_bar__plus_00_dot_31_bar__plus_02_dot_75)
        (objectType Pencil_bar__plus_00_dot_98_bar__plus_00_dot_43_bar__plus_01_dot_59 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_98_bar__plus_00_dot_43_bar__plus_01_dot_59 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Pencil_bar__plus_00_dot_98_bar__plus_00_dot_43_bar__plus_01_dot_59 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable Pencil_bar__plus_00_dot_98_bar__plus_00_dot_43_bar__plus_01_dot_59)
        (objectType Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07 Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (objectAtLocation Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (pickupable Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07)
        (cleanable Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07)
        (heatable Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07)
        (coolable Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07)
        (isReceptacleObject Plate_bar__plus_01_dot_56_bar__plus_00_dot_11_bar__minus_02_dot_07)
        (objectType Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80)
        (objectAtLocation Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42 loc_bar__minus_6_bar__minus_5_bar_1_bar_30)
        (pickupable Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42)
        (cleanable Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42)
        (heatable Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42)
        (coolable Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42)
        (isReceptacleObject Plate_bar__plus_01_dot_69_bar__plus_00_dot_36_bar__minus_00_dot_42)
        (objectType SaltShaker_bar__minus_01_dot_97_bar__plus_01_dot_05_bar__minus_01_dot_64 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_97_bar__plus_01_dot_05_bar__minus_01_dot_64 Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (objectAtLocation SaltShaker_bar__minus_01_dot_97_bar__plus_01_dot_05_bar__minus_01_dot_64 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable SaltShaker_bar__minus_01_dot_97_bar__plus_01_dot_05_bar__minus_01_dot_64)
        (objectType SaltShaker_bar__plus_01_dot_27_bar__plus_01_dot_19_bar__minus_00_dot_71 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_27_bar__plus_01_dot_19_bar__minus_00_dot_71 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation SaltShaker_bar__plus_01_dot_27_bar__plus_01_dot_19_bar__minus_00_dot_71 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable SaltShaker_bar__plus_01_dot_27_bar__plus_01_dot_19_bar__minus_00_dot_71)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
