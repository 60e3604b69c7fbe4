(define (problem plan_trial_T00000000_000002_000016)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        PlateType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59 - object
        Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72 - object
        Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83 - object
        Bowl_bar__minus_01_dot_70_bar__plus_00_dot_88_bar__plus_00_dot_43 - object
        Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63 - object
        Lettuce_bar__minus_01_dot_96_bar__plus_01_dot_45_bar__plus_00_dot_52 - object
        Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65 - object
        Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84 - object
        SoapBottle_bar__plus_02_dot_10_bar__plus_00_dot_27_bar__minus_00_dot_70 - object
        SoapBottle_bar__minus_02_dot_13_bar__plus_00_dot_74_bar__plus_01_dot_37 - object
        Spatula_bar__minus_01_dot_01_bar__plus_01_dot_33_bar__plus_00_dot_16 - object
        Spoon_bar__minus_01_dot_40_bar__plus_01_dot_37_bar__minus_01_dot_40 - object
        Spoon_bar__minus_02_dot_37_bar__plus_00_dot_37_bar__minus_00_dot_21 - object
        Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 - receptacle
        CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68 - receptacle
        Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72 - receptacle
        Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 - receptacle
        Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 - receptacle
        Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin - receptacle
        loc_bar_0_bar_6_bar_3_bar_30 - location
        loc_bar_0_bar__minus_1_bar_3_bar_0 - location
        loc_bar_1_bar_9_bar_0_bar_30 - location
        loc_bar_8_bar__minus_1_bar_0_bar_30 - location
        loc_bar_8_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar_9_bar__minus_2_bar_1_bar_30 - location
        loc_bar_9_bar__minus_4_bar_2_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar_9_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 loc_bar_9_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (receptacleType CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68 loc_bar_9_bar__minus_2_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72 loc_bar_8_bar__minus_1_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72)
        (receptacleType Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 loc_bar_0_bar__minus_1_bar_3_bar_0)
        (openable Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (receptacleType Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 loc_bar_8_bar__minus_4_bar_2_bar__minus_30)
        (openable Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83)
        (receptacleType Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin loc_bar_0_bar_6_bar_3_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59 CupType)
        (inReceptacle Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59 Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83)
        (objectAtLocation Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59 loc_bar_8_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59)
        (cleanable Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59)
        (heatable Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59)
        (coolable Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59)
        (isReceptacleObject Cup_bar__plus_02_dot_35_bar__plus_00_dot_01_bar__plus_02_dot_59)
        (objectType Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72 CupType)
        (inReceptacle Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72 CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68)
        (objectAtLocation Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72 loc_bar_9_bar__minus_2_bar_1_bar_30)
        (pickupable Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72)
        (cleanable Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72)
        (heatable Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72)
        (coolable Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72)
        (isReceptacleObject Cup_bar__minus_02_dot_34_bar__plus_00_dot_29_bar__minus_01_dot_72)
        (objectType Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83 CupType)
        (inReceptacle Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83 CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68)
        (objectAtLocation Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83 loc_bar_9_bar__minus_2_bar_1_bar_30)
        (pickupable Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83)
        (cleanable Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83)
        (heatable Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83)
        (coolable Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83)
        (isReceptacleObject Cup_bar__plus_02_dot_23_bar__plus_01_dot_04_bar__plus_02_dot_83)
        (objectType Bowl_bar__minus_01_dot_70_bar__plus_00_dot_88_bar__plus_00_dot_43 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_70_bar__plus_00_dot_88_bar__plus_00_dot_43 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Bowl_bar__minus_01_dot_70_bar__plus_00_dot_88_bar__plus_00_dot_43 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_88_bar__plus_00_dot_43)
        (cleanable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_88_bar__plus_00_dot_43)
        (coolable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_88_bar__plus_00_dot_43)
        (isReceptacleObject Bowl_bar__minus_01_dot_70_bar__plus_00_dot_88_bar__plus_00_dot_43)
        (objectType Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63 EggType)
        (inReceptacle Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63 Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83)
        (objectAtLocation Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63 loc_bar_8_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63)
        (cleanable Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63)
        (heatable Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63)
        (coolable Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63)
        (sliceable Egg_bar__minus_00_dot_60_bar__plus_00_dot_97_bar__plus_00_dot_63)
        (objectType Lettuce_bar__minus_01_dot_96_bar__plus_01_dot_45_bar__plus_00_dot_52 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_96_bar__plus_01_dot_45_bar__plus_00_dot_52 CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68)
        (objectAtLocation Lettuce_bar__minus_01_dot_96_bar__plus_01_dot_45_bar__plus_00_dot_52 loc_bar_9_bar__minus_2_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_96_bar__plus_01_dot_45_bar__plus_00_dot_52)
        (cleanable Lettuce_bar__minus_01_dot_96_bar__plus_01_dot_45_bar__plus_00_dot_52)
        (coolable Lettuce_bar__minus_01_dot_96_bar__plus_01_dot_45_bar__plus_00_dot_52)
        (sliceable Lettuce_bar__minus_01_dot_96_bar__plus_01_dot_45_bar__plus_00_dot_52)
        (objectType Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65 Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83)
        (objectAtLocation Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65 loc_bar_8_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65)
        (cleanable Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65)
        (heatable Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65)
        (coolable Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65)
        (isReceptacleObject Plate_bar__plus_00_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_65)
        (objectType Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84 CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68)
        (objectAtLocation Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84 loc_bar_9_bar__minus_2_bar_1_bar_30)
        (pickupable Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84)
        (cleanable Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84)
        (heatable Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84)
        (coolable Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84)
        (isReceptacleObject Plate_bar__minus_00_dot_63_bar__plus_01_dot_25_bar__plus_01_dot_84)
        (objectType SoapBottle_bar__plus_02_dot_10_bar__plus_00_dot_27_bar__minus_00_dot_70 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_10_bar__plus_00_dot_27_bar__minus_00_dot_70 Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (objectAtLocation SoapBottle_bar__plus_02_dot_10_bar__plus_00_dot_27_bar__minus_00_dot_70 loc_bar_9_bar__minus_4_bar_2_bar__minus_30)
        (pickupable SoapBottle_bar__plus_02_dot_10_bar__plus_00_dot_27_bar__minus_00_dot_70)
        (objectType SoapBottle_bar__minus_02_dot_13_bar__plus_00_dot_74_bar__plus_01_dot_37 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_13_bar__plus_00_dot_74_bar__plus_01_dot_37 CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68)
        (objectAtLocation SoapBottle_bar__minus_02_dot_13_bar__plus_00_dot_74_bar__plus_01_dot_37 loc_bar_9_bar__minus_2_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_13_bar__plus_00_dot_74_bar__plus_01_dot_37)
        (objectType Spatula_bar__minus_01_dot_01_bar__plus_01_dot_33_bar__plus_00_dot_16 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_01_bar__plus_01_dot_33_bar__plus_00_dot_16 CounterTop_bar__plus_02_dot_81_bar__plus_00_dot_99_bar__plus_00_dot_68)
        (objectAtLocation Spatula_bar__minus_01_dot_01_bar__plus_01_dot_33_bar__plus_00_dot_16 loc_bar_9_bar__minus_2_bar_1_bar_30)
        (pickupable Spatula_bar__minus_01_dot_01_bar__plus_01_dot_33_bar__plus_00_dot_16)
        (cleanable Spatula_bar__minus_01_dot_01_bar__plus_01_dot_33_bar__plus_00_dot_16)
        (objectType Spoon_bar__minus_01_dot_40_bar__plus_01_dot_37_bar__minus_01_dot_40 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_40_bar__plus_01_dot_37_bar__minus_01_dot_40 Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72)
        (objectAtLocation Spoon_bar__minus_01_dot_40_bar__plus_01_dot_37_bar__minus_01_dot_40 loc_bar_8_bar__minus_1_bar_0_bar_30)
        (pickupable Spoon_bar__minus_01_dot_40_bar__plus_01_dot_37_bar__minus_01_dot_40)
        (cleanable Spoon_bar__minus_01_dot_40_bar__plus_01_dot_37_bar__minus_01_dot_40)
        (objectType Spoon_bar__minus_02_dot_37_bar__plus_00_dot_37_bar__minus_00_dot_21 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_37_bar__plus_00_dot_37_bar__minus_00_dot_21 Drawer_bar__plus_02_dot_52_bar__plus_00_dot_83_bar__plus_00_dot_72)
        (objectAtLocation Spoon_bar__minus_02_dot_37_bar__plus_00_dot_37_bar__minus_00_dot_21 loc_bar_8_bar__minus_1_bar_0_bar_30)
        (pickupable Spoon_bar__minus_02_dot_37_bar__plus_00_dot_37_bar__minus_00_dot_21)
        (cleanable Spoon_bar__minus_02_dot_37_bar__plus_00_dot_37_bar__minus_00_dot_21)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
