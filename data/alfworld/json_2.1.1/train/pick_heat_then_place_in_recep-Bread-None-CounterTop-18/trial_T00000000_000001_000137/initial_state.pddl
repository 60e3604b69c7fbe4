(define (problem plan_trial_T00000000_000001_000137)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BreadType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        PlateType - otype
        PotType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        TomatoType - otype
        Bread_bar__plus_02_dot_10_bar__plus_01_dot_25_bar__minus_01_dot_55 - object
        Bread_bar__minus_01_dot_77_bar__plus_01_dot_38_bar__plus_01_dot_75 - object
        Bread_bar__plus_01_dot_97_bar__plus_00_dot_45_bar__plus_01_dot_53 - object
        Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11 - object
        Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76 - object
        Kettle_bar__minus_00_dot_51_bar__plus_00_dot_03_bar__plus_01_dot_12 - object
        Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66 - object
        Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43 - object
        Pot_bar__plus_00_dot_99_bar__plus_00_dot_42_bar__plus_02_dot_21 - object
        Pot_bar__minus_00_dot_77_bar__plus_00_dot_46_bar__minus_02_dot_47 - object
        SaltShaker_bar__minus_02_dot_03_bar__plus_00_dot_30_bar__plus_01_dot_98 - object
        SoapBottle_bar__plus_01_dot_88_bar__plus_01_dot_48_bar__minus_02_dot_91 - object
        Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 - receptacle
        Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        loc_bar_0_bar_4_bar_2_bar__minus_30 - location
        loc_bar_1_bar_13_bar_1_bar_30 - location
        loc_bar_1_bar_14_bar_1_bar_30 - location
        loc_bar_1_bar_17_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_3_bar_14_bar_1_bar__minus_30 - location
        loc_bar_3_bar_18_bar_1_bar__minus_30 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar__minus_1_bar_7_bar_2_bar_30 - location
        loc_bar__minus_7_bar_3_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_3_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 loc_bar_1_bar_14_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 loc_bar_1_bar_17_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89)
        (receptacleType Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 loc_bar_1_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (canContain CabinetType KettleType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (objectType Bread_bar__plus_02_dot_10_bar__plus_01_dot_25_bar__minus_01_dot_55 BreadType)
        (inReceptacle Bread_bar__plus_02_dot_10_bar__plus_01_dot_25_bar__minus_01_dot_55 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Bread_bar__plus_02_dot_10_bar__plus_01_dot_25_bar__minus_01_dot_55 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Bread_bar__plus_02_dot_10_bar__plus_01_dot_25_bar__minus_01_dot_55)
        (heatable Bread_bar__plus_02_dot_10_bar__plus_01_dot_25_bar__minus_01_dot_55)
        (coolable Bread_bar__plus_02_dot_10_bar__plus_01_dot_25_bar__minus_01_dot_55)
        (sliceable Bread_bar__plus_02_dot_10_bar__plus_01_dot_25_bar__minus_01_dot_55)
        (objectType Bread_bar__minus_01_dot_77_bar__plus_01_dot_38_bar__plus_01_dot_75 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_77_bar__plus_01_dot_38_bar__plus_01_dot_75 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Bread_bar__minus_01_dot_77_bar__plus_01_dot_38_bar__plus_01_dot_75 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Bread_bar__minus_01_dot_77_bar__plus_01_dot_38_bar__plus_01_dot_75)
        (heatable Bread_bar__minus_01_dot_77_bar__plus_01_dot_38_bar__plus_01_dot_75)
        (coolable Bread_bar__minus_01_dot_77_bar__plus_01_dot_38_bar__plus_01_dot_75)
        (sliceable Bread_bar__minus_01_dot_77_bar__plus_01_dot_38_bar__plus_01_dot_75)
        (objectType Bread_bar__plus_01_dot_97_bar__plus_00_dot_45_bar__plus_01_dot_53 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_97_bar__plus_00_dot_45_bar__plus_01_dot_53 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Bread_bar__plus_01_dot_97_bar__plus_00_dot_45_bar__plus_01_dot_53 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Bread_bar__plus_01_dot_97_bar__plus_00_dot_45_bar__plus_01_dot_53)
        (heatable Bread_bar__plus_01_dot_97_bar__plus_00_dot_45_bar__plus_01_dot_53)
        (coolable Bread_bar__plus_01_dot_97_bar__plus_00_dot_45_bar__plus_01_dot_53)
        (sliceable Bread_bar__plus_01_dot_97_bar__plus_00_dot_45_bar__plus_01_dot_53)
        (objectType Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11)
        (cleanable Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11)
        (heatable Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11)
        (coolable Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11)
        (sliceable Apple_bar__plus_02_dot_87_bar__plus_00_dot_95_bar__minus_00_dot_11)
        (objectType Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76)
        (cleanable Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76)
        (heatable Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76)
        (coolable Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76)
        (sliceable Apple_bar__minus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_76)
        (objectType Kettle_bar__minus_00_dot_51_bar__plus_00_dot_03_bar__plus_01_dot_12 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_51_bar__plus_00_dot_03_bar__plus_01_dot_12 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Kettle_bar__minus_00_dot_51_bar__plus_00_dot_03_bar__plus_01_dot_12 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Kettle_bar__minus_00_dot_51_bar__plus_00_dot_03_bar__plus_01_dot_12)
        (cleanable Kettle_bar__minus_00_dot_51_bar__plus_00_dot_03_bar__plus_01_dot_12)
        (objectType Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55)
        (objectAtLocation Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66 loc_bar_1_bar_17_bar_1_bar_30)
        (pickupable Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66)
        (cleanable Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66)
        (heatable Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66)
        (coolable Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66)
        (isReceptacleObject Plate_bar__minus_01_dot_41_bar__plus_01_dot_30_bar__plus_02_dot_66)
        (objectType Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43 Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (objectAtLocation Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (pickupable Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43)
        (cleanable Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43)
        (heatable Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43)
        (coolable Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43)
        (isReceptacleObject Plate_bar__minus_02_dot_83_bar__plus_00_dot_74_bar__minus_02_dot_43)
        (objectType Pot_bar__plus_00_dot_99_bar__plus_00_dot_42_bar__plus_02_dot_21 PotType)
        (inReceptacle Pot_bar__plus_00_dot_99_bar__plus_00_dot_42_bar__plus_02_dot_21 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_04_dot_89)
        (objectAtLocation Pot_bar__plus_00_dot_99_bar__plus_00_dot_42_bar__plus_02_dot_21 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (pickupable Pot_bar__plus_00_dot_99_bar__plus_00_dot_42_bar__plus_02_dot_21)
        (cleanable Pot_bar__plus_00_dot_99_bar__plus_00_dot_42_bar__plus_02_dot_21)
        (coolable Pot_bar__plus_00_dot_99_bar__plus_00_dot_42_bar__plus_02_dot_21)
        (isReceptacleObject Pot_bar__plus_00_dot_99_bar__plus_00_dot_42_bar__plus_02_dot_21)
        (objectType Pot_bar__minus_00_dot_77_bar__plus_00_dot_46_bar__minus_02_dot_47 PotType)
        (inReceptacle Pot_bar__minus_00_dot_77_bar__plus_00_dot_46_bar__minus_02_dot_47 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Pot_bar__minus_00_dot_77_bar__plus_00_dot_46_bar__minus_02_dot_47 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Pot_bar__minus_00_dot_77_bar__plus_00_dot_46_bar__minus_02_dot_47)
        (cleanable Pot_bar__minus_00_dot_77_bar__plus_00_dot_46_bar__minus_02_dot_47)
        (coolable Pot_bar__minus_00_dot_77_bar__plus_00_dot_46_bar__minus_02_dot_47)
        (isReceptacleObject Pot_bar__minus_00_dot_77_bar__plus_00_dot_46_bar__minus_02_dot_47)
        (objectType SaltShaker_bar__minus_02_dot_03_bar__plus_00_dot_30_bar__plus_01_dot_98 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_02_dot_03_bar__plus_00_dot_30_bar__plus_01_dot_98 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (objectAtLocation SaltShaker_bar__minus_02_dot_03_bar__plus_00_dot_30_bar__plus_01_dot_98 loc_bar_1_bar_14_bar_1_bar_30)
        (pickupable SaltShaker_bar__minus_02_dot_03_bar__plus_00_dot_30_bar__plus_01_dot_98)
        (objectType SoapBottle_bar__plus_01_dot_88_bar__plus_01_dot_48_bar__minus_02_dot_91 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_88_bar__plus_01_dot_48_bar__minus_02_dot_91 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (objectAtLocation SoapBottle_bar__plus_01_dot_88_bar__plus_01_dot_48_bar__minus_02_dot_91 loc_bar_1_bar_14_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_88_bar__plus_01_dot_48_bar__minus_02_dot_91)
        (objectType Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98)
        (cleanable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98)
        (heatable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98)
        (coolable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98)
        (sliceable Tomato_bar__minus_01_dot_96_bar__plus_00_dot_60_bar__plus_00_dot_98)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
